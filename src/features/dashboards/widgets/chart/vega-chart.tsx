import { useEffect, useRef, useState } from 'react';
import { useColorScheme } from '@/lib/use-color-scheme';
import { drawVega } from './draw-vega';
import { useSettledSize } from './use-settled-size';

/** The size a chart is drawn at where its box has no size to measure (no layout engine, as in jsdom). */
const UNMEASURED = { width: 320, height: 160 };

type Drawing = { svg: string; scheme: 'light' | 'dark' } | { error: string } | null;

/**
 * Draws a Vega or Vega-Lite spec as an image: the SVG is made in a worker (see `draw-vega`) and shown through an
 * `<img>`, so nothing in the spec can run as script or navigate, and vega never enters the page's heap. Redrawn
 * once the widget's size has settled, not on every frame of a layout change.
 */
export default function VegaChart({ spec, title }: { spec: Record<string, unknown>; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  const measured = useSettledSize(host);
  const unmeasurable =
    typeof ResizeObserver === 'undefined' || (measured !== null && (measured.width <= 0 || measured.height <= 0));
  const size = unmeasurable ? UNMEASURED : measured;
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  const scheme = useColorScheme();
  const [drawing, setDrawing] = useState<Drawing>(null);
  useEffect(() => {
    if (width <= 0 || height <= 0) return;
    let cancelled = false;
    drawVega(spec, width, height, scheme).then(
      (svg) => !cancelled && setDrawing({ svg, scheme }),
      (reason: unknown) => !cancelled && setDrawing({ error: reason instanceof Error ? reason.message : String(reason) }),
    );
    return () => {
      cancelled = true;
    };
  }, [spec, width, height, scheme]);
  // The image on screen and the scheme it was drawn for. The browser keeps the old image up until the new one has
  // loaded, so this is set on load: marked with the new drawing, a chart would say dark while its light image shows.
  const [shown, setShown] = useState<{ svg: string; scheme: 'light' | 'dark' } | null>(null);
  if (drawing && 'error' in drawing && shown !== null) setShown(null);
  // A new drawing whose SVG is the one on screen (a spec whose own config or background makes both schemes alike)
  // changes no src and fires no load: it is on screen already.
  const marker = drawing && 'svg' in drawing && shown?.svg === drawing.svg ? drawing.scheme : shown?.scheme;
  if (drawing && 'error' in drawing) return <p className="dash-muted">The chart could not be drawn: {drawing.error}</p>;
  return (
    <div ref={host} className="dash-vega" role="img" aria-label={`Chart: ${title}`} data-scheme={drawing ? marker : undefined}>
      {drawing ? (
        <img
          className="dash-vega-image"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawing.svg)}`}
          alt=""
          onLoad={() => setShown({ svg: drawing.svg, scheme: drawing.scheme })}
        />
      ) : null}
    </div>
  );
}
