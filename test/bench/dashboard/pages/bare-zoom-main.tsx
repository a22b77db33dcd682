import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Zoom } from '@/features/dashboards';
import { BENCH_WIDGETS } from '../generate-config';
import { BareGrid, bareGridOf } from './bare-grid';
import { currentSignature, waitForQuiet, waitForSettled } from './settle';

// What a zoom costs without a transform: the bare grid re-rendered at the new width (the 800 px pane for Fit, the
// 1280 px design width for 100%), with the same layouts and plain boxes as items.
const grid = bareGridOf();
const widths: Record<Zoom, number> = { fit: 800, actual: 1280 };
const element = document.getElementById('root')!;
let setZoom: (zoom: Zoom) => void = () => {};

function App() {
  const [zoom, set] = useState<Zoom>('fit');
  setZoom = set;
  return <BareGrid grid={grid} width={widths[zoom]} />;
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
