import { MemoryRouter } from 'react-router';
import { DashboardView } from '@/features/dashboards';
import { BENCH_WIDGETS } from '../generate-config';
import { benchDashboard, controlledValue, exposeBench } from './harness';

const parsed = benchDashboard(1, 'bench');
const breakpoint = controlledValue<'lg' | 'sm'>('lg');

function App() {
  return (
    <MemoryRouter>
      <DashboardView config={parsed.config!} reportSnapshots={parsed.reportSnapshots} breakpoint={breakpoint.use()} />
    </MemoryRouter>
  );
}

exposeBench({ app: <App />, expected: BENCH_WIDGETS, toBreakpoint: breakpoint.set });
