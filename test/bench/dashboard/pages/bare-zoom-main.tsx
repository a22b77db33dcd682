import type { Zoom } from '@/features/dashboards';
import { BENCH_WIDGETS } from '../generate-config';
import { BareGrid, bareGridOf } from './bare-grid';
import { controlledValue, exposeBench } from './harness';

// What a zoom costs without a transform: the bare grid re-rendered at the new width (the 800 px pane for Fit, the
// 1280 px design width for 100%), with the same layouts and plain boxes as items.
const grid = bareGridOf();
const widths: Record<Zoom, number> = { fit: 800, actual: 1280 };
const zoom = controlledValue<Zoom>('fit');

function App() {
  return <BareGrid grid={grid} width={widths[zoom.use()]} />;
}

exposeBench({ app: <App />, expected: BENCH_WIDGETS, onScreen: true, toZoom: zoom.set });
