import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BENCH_WIDGETS } from '../generate-config';
import { BareGrid, bareGridOf } from './bare-grid';
import { currentSignature, waitForQuiet, waitForSettled } from './settle';

// Two bare react-grid-layout grids side by side, each at the design width the review draws its dashboards at, with
// the same layouts and plain boxes as items.
const grids = [bareGridOf(), bareGridOf()];
const widths = { lg: 1280, sm: 996 } as const;
const element = document.getElementById('root')!;
let setBreakpoint: (bp: 'lg' | 'sm') => void = () => {};

function App() {
  const [bp, setBp] = useState<'lg' | 'sm'>('lg');
  setBreakpoint = setBp;
  return (
    <div style={{ width: 1400, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      {grids.map((grid, index) => (
        <div key={index} style={{ overflow: 'hidden', minWidth: 0 }}>
          <BareGrid grid={grid} width={widths[bp]} />
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
