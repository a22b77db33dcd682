import { MemoryRouter } from 'react-router';
import { DashboardView, type Zoom } from '@/features/dashboards';
import { BENCH_WIDGETS } from '../generate-config';
import { benchDashboard, controlledValue, exposeBench } from './harness';

// Zoom: the dashboard at lg (1280 px wide) in an 800 px pane, switched between Fit (a transform) and 100%.
const PANE_WIDTH = 800;
const parsed = benchDashboard(1, 'bench');
const zoom = controlledValue<Zoom>('fit');

function App() {
  return (
    <MemoryRouter>
      <div style={{ width: PANE_WIDTH }}>
        <DashboardView config={parsed.config!} reportSnapshots={parsed.reportSnapshots} breakpoint="lg" zoom={zoom.use()} />
      </div>
    </MemoryRouter>
  );
}

exposeBench({ app: <App />, expected: BENCH_WIDGETS, onScreen: true, toZoom: zoom.set });
