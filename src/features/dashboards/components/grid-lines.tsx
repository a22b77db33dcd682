import type { CSSProperties } from 'react';
import { calcGridColWidth } from 'react-grid-layout/core';
import type { Pair } from '../layout/grid-settings';

/** Column and row guides for "Show layout" mode, drawn with the same measurements react-grid-layout uses. */
export function GridLines({
  width,
  cols,
  rowHeight,
  margin,
  padding,
}: {
  width: number;
  cols: number;
  rowHeight: number;
  margin: Pair;
  padding: Pair;
}) {
  const colWidth = calcGridColWidth({
    margin,
    containerPadding: padding,
    containerWidth: width,
    cols,
    rowHeight,
    maxRows: Infinity,
  });
  if (!(colWidth > 0) || cols > 500) return null;
  const style: CSSProperties = {
    left: padding[0],
    top: padding[1],
    right: padding[0],
    bottom: padding[1],
    backgroundImage: [
      `repeating-linear-gradient(to right, var(--dash-guide, rgba(59,130,246,.12)) 0 ${colWidth}px, transparent ${colWidth}px ${colWidth + margin[0]}px)`,
      `repeating-linear-gradient(to bottom, transparent 0 ${rowHeight}px, var(--dash-guide-row, rgba(59,130,246,.25)) ${rowHeight}px ${rowHeight + margin[1]}px)`,
    ].join(', '),
  };
  return <div className="dash-gridlines" aria-hidden="true" style={style} />;
}
