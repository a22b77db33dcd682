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

// Two bare react-grid-layout grids side by side, each at the design width the review draws its dashboards at, with
// the same layouts and plain boxes as items.
const configs = [parseDashboardInput(benchConfig()).config!, parseDashboardInput(benchConfig()).config!];
const grids = configs.map((config) => {
  const settings = resolveGridSettings(config);
  return {
    settings,
    layouts: responsiveLayouts(config.widgets ?? [], settings),
    boxes: (config.widgets ?? []).map((widget) => (
      <div key={widget.id} style={{ background: '#fff', border: '1px solid #ccc', transition: 'none' }}>
        {widget.id}
      </div>
    )),
  };
});
const widths = { lg: 1280, sm: 996 } as const;
const drag = { enabled: false };
const resize = { enabled: false, handles: [] };
const element = document.getElementById('root')!;
let setBreakpoint: (bp: 'lg' | 'sm') => void = () => {};

function App() {
  const [bp, setBp] = useState<'lg' | 'sm'>('lg');
  setBreakpoint = setBp;
  return (
    <div style={{ width: 1400, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      {grids.map((grid, index) => (
        <div key={index} style={{ overflow: 'hidden', minWidth: 0 }}>
          <div style={{ width: widths[bp] }}>
            <Responsive
              width={widths[bp]}
              breakpoints={grid.settings.breakpoints}
              cols={grid.settings.cols}
              layouts={grid.layouts}
              rowHeight={grid.settings.rowHeight}
              margin={grid.settings.margin}
              containerPadding={grid.settings.containerPadding}
              compactor={verticalCompactor}
              dragConfig={drag}
              resizeConfig={resize}
            >
              {grid.boxes}
            </Responsive>
          </div>
        </div>
      ))}
    </div>
  );
}

window.__bench = {
  quiet: () => waitForQuiet(),
  mount() {
    const t0 = performance.now();
    flushSync(() => createRoot(element).render(<App />));
    return waitForSettled(element, t0, 2 * BENCH_WIDGETS, null);
  },
  toBreakpoint(bp) {
    const previous = currentSignature(element);
    const t0 = performance.now();
    flushSync(() => setBreakpoint(bp));
    return waitForSettled(element, t0, 2 * BENCH_WIDGETS, previous);
  },
};
