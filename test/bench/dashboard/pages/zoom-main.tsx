import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { DashboardView, parseDashboardInput, type Zoom } from '@/features/dashboards';
import { BENCH_WIDGETS, benchConfig, benchSnapshots } from '../generate-config';
import { currentSignature, waitForQuiet, waitForSettled } from './settle';

// Zoom: the dashboard at lg (1280 px wide) in an 800 px pane, switched between Fit (a transform) and 100%.
const PANE_WIDTH = 800;
const parsed = parseDashboardInput({ id: 1, publicId: 'bench', config: benchConfig(), reportSnapshots: benchSnapshots() });
const element = document.getElementById('root')!;
let setZoom: (zoom: Zoom) => void = () => {};

function App() {
  const [zoom, set] = useState<Zoom>('fit');
  setZoom = set;
  return (
    <MemoryRouter>
      <div style={{ width: PANE_WIDTH }}>
        <DashboardView config={parsed.config!} reportSnapshots={parsed.reportSnapshots} breakpoint="lg" zoom={zoom} />
      </div>
    </MemoryRouter>
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
