import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BENCH_WIDGETS } from '../generate-config';
import { BareGrid, bareGridOf } from './bare-grid';
import { currentSignature, waitForQuiet, waitForSettled } from './settle';

// The same layouts react-grid-layout gets on the dashboard page, with plain boxes as items.
const grid = bareGridOf();
const widths = { lg: 1280, sm: 996 } as const;
const element = document.getElementById('root')!;
let setBreakpoint: (bp: 'lg' | 'sm') => void = () => {};

function App() {
  const [bp, setBp] = useState<'lg' | 'sm'>('lg');
  setBreakpoint = setBp;
  return <BareGrid grid={grid} width={widths[bp]} />;
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
