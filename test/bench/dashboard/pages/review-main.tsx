import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router';
import { parseDashboardInput } from '@/features/dashboards';
import { SideBySide } from '@/features/workbooks/components/side-by-side';
import { BENCH_WIDGETS, benchConfig, benchSnapshots } from '../generate-config';
import { currentSignature, waitForQuiet, waitForSettled } from './settle';

// The clone review: two 300-widget dashboards side by side (the clone's config a separate object, as it would be),
// one scale for both, driven by the URL as on the real page.
const source = parseDashboardInput({ id: 1, publicId: 'source', config: benchConfig(), reportSnapshots: benchSnapshots() });
const clone = parseDashboardInput({ id: 2, publicId: 'clone', config: benchConfig(), reportSnapshots: benchSnapshots() });
const element = document.getElementById('root')!;
let go: (search: string) => void = () => {};

function Navigator() {
  const navigate = useNavigate();
  go = (search) => void navigate({ search }, { replace: true });
  return null;
}

function App() {
  const [highlights] = useState({});
  return (
    <MemoryRouter>
      <Navigator />
      <div style={{ width: 1400 }}>
        <SideBySide
          left={{
            title: 'Source',
            regionLabel: 'Source dashboard',
            label: 'Source',
            config: source.config,
            snapshots: source.reportSnapshots,
            missing: '',
            highlights,
          }}
          right={{
            title: 'Clone',
            regionLabel: 'Clone dashboard',
            label: 'Clone',
            config: clone.config,
            snapshots: clone.reportSnapshots,
            missing: '',
            highlights,
          }}
        />
      </div>
    </MemoryRouter>
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
    flushSync(() => go(`?bp=${bp}`));
    return waitForSettled(element, t0, 2 * BENCH_WIDGETS, previous);
  },
};
