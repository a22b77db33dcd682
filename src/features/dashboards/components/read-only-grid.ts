import type { Compactor } from 'react-grid-layout/core';
import { verticalCompactor } from 'react-grid-layout/core';
import { compactVertically } from '../layout/compact-vertical';

// The grid is for looking, not editing. Module constants: react-grid-layout memoizes on their identity. Their own
// module, so the nested grid does not import the dashboard grid (which, through the widgets, imports it).
export const READ_ONLY_DRAG = { enabled: false } as const;
export const READ_ONLY_RESIZE = { enabled: false, handles: [] } as const;

/**
 * react-grid-layout's vertical compaction (its default), done by `compactVertically`: the same result, and on a layout
 * that is already compact (every compacted layout the dashboard hands the grid) about the cost of a sort. The grids get
 * their compacted layouts as movable items, so react-grid-layout's own bounds check is a single pass; with static
 * items it would compare every item with every other one each time it takes a layout (on mount, on each breakpoint).
 */
export const READ_ONLY_COMPACTOR: Compactor = {
  ...verticalCompactor,
  compact: (layout, cols) => compactVertically(layout, cols),
};
