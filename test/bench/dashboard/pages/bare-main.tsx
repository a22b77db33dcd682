import { BENCH_WIDGETS } from '../generate-config';
import { BareGrid, bareGridOf } from './bare-grid';
import { BARE_WIDTHS, controlledValue, exposeBench } from './harness';

// The same layouts react-grid-layout gets on the dashboard page, with plain boxes as items.
const grid = bareGridOf();
const breakpoint = controlledValue<'lg' | 'sm'>('lg');

function App() {
  return <BareGrid grid={grid} width={BARE_WIDTHS[breakpoint.use()]} />;
}

exposeBench({ app: <App />, expected: BENCH_WIDGETS, toBreakpoint: breakpoint.set });
