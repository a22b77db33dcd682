import { BENCH_WIDGETS } from '../generate-config';
import { BareGrid, bareGridOf } from './bare-grid';
import { BARE_WIDTHS, controlledValue, exposeBench } from './harness';

// Two bare react-grid-layout grids side by side, each at the design width the review draws its dashboards at, with
// the same layouts and plain boxes as items.
const grids = [bareGridOf(), bareGridOf()];
const breakpoint = controlledValue<'lg' | 'sm'>('lg');

function App() {
  const width = BARE_WIDTHS[breakpoint.use()];
  return (
    <div style={{ width: 1400, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      {grids.map((grid, index) => (
        <div key={index} style={{ overflow: 'hidden', minWidth: 0 }}>
          <BareGrid grid={grid} width={width} />
        </div>
      ))}
    </div>
  );
}

exposeBench({ app: <App />, expected: 2 * BENCH_WIDGETS, toBreakpoint: breakpoint.set });
