import { useEffect, useRef, useState } from 'react';
import embed, { type VisualizationSpec } from 'vega-embed';
import { loader } from 'vega';
import { useSettledSize } from './use-settled-size';

/**
 * Draws a Vega or Vega-Lite spec. Its own chunk (vega is large). Expressions run through the interpreter (`ast: true`)
 * so the page's CSP needs no 'unsafe-eval', and the loader refuses every fetch: only inline data is drawn.
 */
export default function VegaChart({ spec, title }: { spec: Record<string, unknown>; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLDivElement>(null);
  // Vega redraws whenever its container resizes; the container follows the widget only once its size has settled.
  const size = useSettledSize(host);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let finalize: (() => void) | null = null;
    let cancelled = false;
    const noFetch = loader();
    noFetch.sanitize = () => Promise.reject(new Error('The preview does not load external data.'));
    // Vega-Lite specs fill the widget; a full Vega spec keeps the size it declares.
    const isVegaLite = !Array.isArray(spec.marks);
    const sized = isVegaLite
      ? { width: 'container', height: 'container', autosize: { type: 'fit', contains: 'padding' }, ...spec }
      : spec;
    embed(element, sized as VisualizationSpec, { actions: false, ast: true, renderer: 'svg', loader: noFetch })
      .then((result) => {
        if (cancelled) result.finalize();
        else finalize = result.finalize;
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec, title]);
  if (error) return <p className="dash-muted">The chart could not be drawn: {error}</p>;
  return (
    <div ref={host} className="dash-vega-host">
      <div ref={ref} className="dash-vega" role="img" aria-label={`Chart: ${title}`} style={size ?? undefined} />
    </div>
  );
}
