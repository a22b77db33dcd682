import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Responsive, verticalCompactor } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { parseDashboardInput, type Zoom } from '@/features/dashboards';
import { resolveGridSettings } from '@/features/dashboards/layout/grid-settings';
import { responsiveLayouts } from '@/features/dashboards/layout/widget-layouts';
import { BENCH_WIDGETS, benchConfig } from '../generate-config';
import { currentSignature, waitForQuiet, waitForSettled } from './settle';

// What a zoom costs without a transform: the bare grid re-rendered at the new width (the 800 px pane for Fit, the
// 1280 px design width for 100%), with the same layouts and plain boxes as items.
const config = parseDashboardInput(benchConfig()).config!;
const settings = resolveGridSettings(config);
const layouts = responsiveLayouts(config.widgets ?? [], settings);
const widths: Record<Zoom, number> = { fit: 800, actual: 1280 };
const drag = { enabled: false };
const resize = { enabled: false, handles: [] };
const boxes = (config.widgets ?? []).map((widget) => (
  <div key={widget.id} style={{ background: '#fff', border: '1px solid #ccc', transition: 'none' }}>
    {widget.id}
  </div>
));
const element = document.getElementById('root')!;
let setZoom: (zoom: Zoom) => void = () => {};

function App() {
  const [zoom, set] = useState<Zoom>('fit');
  setZoom = set;
  return (
    <div style={{ width: widths[zoom] }}>
      <Responsive
        width={widths[zoom]}
        breakpoints={settings.breakpoints}
        cols={settings.cols}
        layouts={layouts}
        rowHeight={settings.rowHeight}
        margin={settings.margin}
        containerPadding={settings.containerPadding}
        compactor={verticalCompactor}
        dragConfig={drag}
        resizeConfig={resize}
      >
        {boxes}
      </Responsive>
    </div>
  );
}

window.__bench = {
  quiet: () => waitForQuiet(),
  mount() {
    const t0 = performance.now();
    flushSync(() => createRoot(element).render(<App />));
    return waitForSettled(element, t0, BENCH_WIDGETS, null, { onScreen: true });
  },
  toBreakpoint() {
    return Promise.reject(new Error('the zoom page does not change breakpoints'));
  },
  toZoom(zoom) {
    const previous = currentSignature(element, { onScreen: true });
    const t0 = performance.now();
    flushSync(() => setZoom(zoom));
    return waitForSettled(element, t0, BENCH_WIDGETS, previous, { onScreen: true });
  },
};
