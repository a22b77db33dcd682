import type { BreakpointName, DashboardConfig } from '@/api/schemas/dashboard';
import type { LayoutItem } from 'react-grid-layout/core';
import type { GridBox } from '../layout/widget-layouts';
import { editableLayout, type LayoutEditSubject } from './layout-edits';

/**
 * What the layout editor's live region says after a step, for someone who cannot see the grid: where the widget is
 * now, and how many others the step pushed (a move of one widget can move many).
 */

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A widget's box in words, as its card's name has it: "column 2, row 9, 4 columns wide, 3 rows high". */
function placeInWords(box: GridBox): string {
  return `column ${box.x + 1}, row ${box.y + 1}, ${count(box.w, 'column', 'columns')} wide, ${count(box.h, 'row', 'rows')} high`;
}

/** How the other widgets moved between two layouts of one breakpoint ("8 other widgets moved down."), or ''. */
function othersMovedInWords(before: readonly LayoutItem[], after: readonly LayoutItem[], widgetId: string): string {
  const was = new Map(before.map((item) => [item.i, item]));
  let down = 0;
  let up = 0;
  let aside = 0;
  for (const item of after) {
    const old = was.get(item.i);
    if (item.i === widgetId || !old) continue;
    if (item.y > old.y) down += 1;
    else if (item.y < old.y) up += 1;
    else if (item.x !== old.x || item.w !== old.w || item.h !== old.h) aside += 1;
  }
  const directions = (
    [
      ['down', down],
      ['up', up],
      ['sideways', aside],
    ] as const
  ).filter(([, n]) => n > 0);
  const [only] = directions;
  if (!only) return '';
  const others = count(down + up + aside, 'other widget', 'other widgets');
  if (directions.length === 1) return `${others} moved ${only[0]}.`;
  return `${others} moved: ${directions.map(([direction, n]) => `${n} ${direction}`).join(', ')}.`;
}

/** A keyboard step: "Region: column 2, row 9, 4 columns wide, 3 rows high. 8 other widgets moved down." */
export function stepInWords(name: string, before: readonly LayoutItem[], after: readonly LayoutItem[], widgetId: string): string {
  const item = after.find((l) => l.i === widgetId);
  const where = item ? `${name}: ${placeInWords(item)}.` : `${name} moved.`;
  return [where, othersMovedInWords(before, after, widgetId)].filter(Boolean).join(' ');
}

/**
 * An undo or a redo: "Undone: Region back to column 1, row 9, 4 columns wide, 3 rows high. 8 other widgets moved up."
 * The step is described at the breakpoint it was made at, which is named when another one is on screen.
 */
export function historyStepInWords({
  verb,
  step,
  from,
  to,
  name,
  showing,
}: {
  verb: 'Undone' | 'Redone';
  step: LayoutEditSubject;
  /** The config before and after the undo (or redo). */
  from: DashboardConfig;
  to: DashboardConfig;
  name: string;
  /** The breakpoint on screen. */
  showing: BreakpointName;
}): string {
  const before = editableLayout(from, step.breakpoint);
  const after = editableLayout(to, step.breakpoint);
  const item = after.find((l) => l.i === step.widgetId);
  const where = item ? ` ${verb === 'Undone' ? 'back to' : 'to'} ${placeInWords(item)}` : '';
  const elsewhere = step.breakpoint === showing ? '' : ` in the ${step.breakpoint} layout`;
  return [`${verb}: ${name}${where}${elsewhere}.`, othersMovedInWords(before, after, step.widgetId)].filter(Boolean).join(' ');
}
