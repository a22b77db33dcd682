import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Responsive, verticalCompactor } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { parseDashboardInput } from '@/features/dashboards';
import { resolveGridSettings } from '@/features/dashboards/layout/grid-settings';
import { responsiveLayouts } from '@/features/dashboards/layout/widget-layouts';
import { BENCH_WIDGETS, benchConfig } from '../generate-config';
import { currentSignature, waitForQuiet, waitForSettled } from './settle';

// The same layouts react-grid-layout gets on the dashboard page, with plain boxes as items.
const config = parseDashboardInput(benchConfig()).config!;
const settings = resolveGridSettings(config);
const layouts = responsiveLayouts(config.widgets ?? [], settings);
const widths = { lg: 1280, sm: 996 } as const;
const drag = { enabled: false };
const resize = { enabled: false, handles: [] };
const boxes = (config.widgets ?? []).map((widget) => (
  <div key={widget.id} style={{ background: '#fff', border: '1px solid #ccc', transition: 'none' }}>
    {widget.id}
  </div>
));
const element = document.getElementById('root')!;
let setBreakpoint: (bp: 'lg' | 'sm') => void = () => {};

function App() {
  const [bp, setBp] = useState<'lg' | 'sm'>('lg');
  setBreakpoint = setBp;
  return (
    <div style={{ width: widths[bp] }}>
      <Responsive
        width={widths[bp]}
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
    return waitForSettled(element, t0, BENCH_WIDGETS, null);
  },
  toBreakpoint(bp) {
    const previous = currentSignature(element);
    const t0 = performance.now();
    flushSync(() => setBreakpoint(bp));
    return waitForSettled(element, t0, BENCH_WIDGETS, previous);
  },
};
