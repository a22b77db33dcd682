import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { DashboardView, parseDashboardInput } from '@/features/dashboards';
import { BENCH_WIDGETS, benchConfig, benchSnapshots } from '../generate-config';
import { currentSignature, waitForQuiet, waitForSettled } from './settle';

const parsed = parseDashboardInput({ id: 1, publicId: 'bench', config: benchConfig(), reportSnapshots: benchSnapshots() });
const element = document.getElementById('root')!;
let setBreakpoint: (bp: 'lg' | 'sm') => void = () => {};

function App() {
  const [bp, setBp] = useState<'lg' | 'sm'>('lg');
  setBreakpoint = setBp;
  return (
    <MemoryRouter>
      <DashboardView config={parsed.config!} reportSnapshots={parsed.reportSnapshots} breakpoint={bp} />
    </MemoryRouter>
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
