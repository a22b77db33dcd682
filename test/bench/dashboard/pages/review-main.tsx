import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { SideBySide } from '@/features/workbooks/components/side-by-side';
import { BENCH_WIDGETS } from '../generate-config';
import { benchDashboard, exposeBench } from './harness';

// The clone review: two 300-widget dashboards side by side (the clone's config a separate object, as it would be),
// one scale for both, driven by the URL as on the real page.
const source = benchDashboard(1, 'source');
const clone = benchDashboard(2, 'clone');
let go: (search: string) => void = () => {};

function Navigator() {
  const navigate = useNavigate();
  go = (search) => void navigate({ search }, { replace: true });
  return null;
}

function App() {
  const [highlights] = useState(() => () => ({}));
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

exposeBench({ app: <App />, expected: 2 * BENCH_WIDGETS, toBreakpoint: (bp) => go(`?bp=${bp}`) });
