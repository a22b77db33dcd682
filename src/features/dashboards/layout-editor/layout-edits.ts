import type { BreakpointName, DashboardConfig, DashboardWidget, WidgetPosition } from '@/api/schemas/dashboard';
import { moveElement, verticalCompactor, type LayoutItem } from 'react-grid-layout/core';
import { breakpointsDescending, resolveGridSettings } from '../layout/grid-settings';
import { uniqueWidgets } from '../layout/unique-widgets';
import { responsiveLayoutsUpTo, type GridBox } from '../layout/widget-layouts';

/**
 * The layout editor's model: the draft as saved, and the edited config with its undo and redo stacks. Only boxes
 * change: a widget's `responsiveLayouts.<bp>` at the breakpoint being edited, or its `position` at the widest one.
 */
export interface LayoutEditState {
  saved: DashboardConfig;
  present: DashboardConfig;
  past: readonly LayoutStep[];
  future: readonly LayoutStep[];
}

/** What one step of the history was about: the widget a person moved or resized (others may have been pushed). */
export interface LayoutEditSubject {
  widgetId: string;
  breakpoint: BreakpointName;
}

/** A config in the undo (or redo) stack, with the step between it and the one next to it, so undo can say what it did. */
interface LayoutStep {
  config: DashboardConfig;
  step: LayoutEditSubject;
}

export type LayoutEditAction =
  | { type: 'apply'; breakpoint: BreakpointName; boxes: ReadonlyMap<string, GridBox>; widgetId: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'restart'; saved: DashboardConfig };

export function startEditing(saved: DashboardConfig): LayoutEditState {
  return { saved, present: saved, past: [], future: [] };
}

const sameBox = (a: GridBox | null | undefined, b: GridBox | null | undefined) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h);
const box = (b: GridBox): WidgetPosition => ({ x: b.x, y: b.y, w: b.w, h: b.h });

export function widestOf(config: DashboardConfig): BreakpointName {
  return breakpointsDescending(resolveGridSettings(config))[0] ?? 'lg';
}

/** Writes the boxes that differ from what the widget declares at this breakpoint; everything else is kept as it was. */
function applyBoxes(config: DashboardConfig, breakpoint: BreakpointName, boxes: ReadonlyMap<string, GridBox>): DashboardConfig {
  const widest = widestOf(config);
  let changed = false;
  const widgets = (config.widgets ?? []).map((widget): DashboardWidget => {
    const next = boxes.get(widget.id);
    if (!next) return widget;
    if (breakpoint === widest) {
      // A builder that saves every breakpoint also writes the widest one's box; it overrides `position`, so both move.
      const own = widget.responsiveLayouts?.[breakpoint];
      if (sameBox(own ?? widget.position, next) && sameBox(widget.position, next)) return widget;
      changed = true;
      return {
        ...widget,
        position: box(next),
        ...(own ? { responsiveLayouts: { ...widget.responsiveLayouts, [breakpoint]: box(next) } } : {}),
      };
    }
    if (sameBox(widget.responsiveLayouts?.[breakpoint], next)) return widget;
    changed = true;
    return { ...widget, responsiveLayouts: { ...widget.responsiveLayouts, [breakpoint]: box(next) } };
  });
  return changed ? { ...config, widgets } : config;
}

export function layoutEditReducer(state: LayoutEditState, action: LayoutEditAction): LayoutEditState {
  switch (action.type) {
    case 'apply': {
      const next = applyBoxes(state.present, action.breakpoint, action.boxes);
      if (next === state.present) return state;
      const step = { widgetId: action.widgetId, breakpoint: action.breakpoint };
      return { ...state, present: next, past: [...state.past, { config: state.present, step }], future: [] };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        present: previous.config,
        past: state.past.slice(0, -1),
        future: [{ config: state.present, step: previous.step }, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, present: next.config, past: [...state.past, { config: state.present, step: next.step }], future: rest };
    }
    case 'restart':
      return startEditing(action.saved);
  }
}

export interface LayoutChange {
  widgetId: string;
  breakpoint: BreakpointName;
  /** What the widget declared before (null: nothing for this breakpoint, it was placed from a wider one). */
  from: GridBox | null;
  to: GridBox | null;
  kind: 'moved' | 'resized' | 'moved and resized' | 'placed';
}

function declared(widget: DashboardWidget, breakpoint: BreakpointName, widest: BreakpointName): GridBox | null {
  const own = widget.responsiveLayouts?.[breakpoint] ?? null;
  return breakpoint === widest ? (own ?? widget.position) : own;
}

/** Every box that differs between the saved draft and the edited one, widest breakpoint first, in widget order. */
export function layoutChanges(saved: DashboardConfig, present: DashboardConfig): LayoutChange[] {
  if (saved === present) return [];
  const widest = widestOf(present);
  const before = new Map((saved.widgets ?? []).map((w) => [w.id, w]));
  const changes: LayoutChange[] = [];
  for (const breakpoint of breakpointsDescending(resolveGridSettings(present))) {
    for (const widget of present.widgets ?? []) {
      const old = before.get(widget.id);
      const from = old ? declared(old, breakpoint, widest) : null;
      const to = declared(widget, breakpoint, widest);
      if (sameBox(from, to)) continue;
      const kind: LayoutChange['kind'] =
        !from || !to
          ? 'placed'
          : from.x !== to.x || from.y !== to.y
            ? from.w !== to.w || from.h !== to.h
              ? 'moved and resized'
              : 'moved'
            : 'resized';
      changes.push({ widgetId: widget.id, breakpoint, from, to, kind });
    }
  }
  return changes;
}

/** The layout the editor shows at a breakpoint: as react-grid-layout places the config (compacted), movable. */
export function editableLayout(config: DashboardConfig, breakpoint: BreakpointName): LayoutItem[] {
  const widgets = uniqueWidgets(config.widgets ?? []).widgets;
  const layout = responsiveLayoutsUpTo(widgets, resolveGridSettings(config), breakpoint, 'compact')[breakpoint] ?? [];
  return layout.map((item) => ({ ...item, static: false }));
}

/** The boxes of a layout by widget id. */
export function boxesOf(layout: readonly LayoutItem[]): Map<string, GridBox> {
  return new Map(layout.map((item) => [item.i, box(item)]));
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

function compact(layout: LayoutItem[], cols: number): LayoutItem[] {
  return [...verticalCompactor.compact(layout, cols)];
}

/**
 * One keyboard step for a widget: arrows move it a column or a row, Shift+arrows resize it by one. The result is
 * compacted as react-grid-layout compacts a drag, so a step up or down moves the widget past its neighbour (the first
 * row that changes where it ends up); null when it cannot go further that way.
 */
export function keyboardStep(
  layout: readonly LayoutItem[],
  id: string,
  key: ArrowKey,
  resize: boolean,
  cols: number,
): LayoutItem[] | null {
  const item = layout.find((l) => l.i === id);
  if (!item) return null;
  const copy = () => layout.map((l) => ({ ...l }));
  const found = (l: LayoutItem[]) => l.find((x) => x.i === id) as LayoutItem;
  if (resize) {
    const next = copy();
    const target = found(next);
    if (key === 'ArrowRight' && target.x + target.w < cols) target.w += 1;
    else if (key === 'ArrowLeft' && target.w > 1) target.w -= 1;
    else if (key === 'ArrowDown') target.h += 1;
    else if (key === 'ArrowUp' && target.h > 1) target.h -= 1;
    else return null;
    return compact(next, cols);
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const x = item.x + (key === 'ArrowLeft' ? -1 : 1);
    if (x < 0 || x + item.w > cols) return null;
    const next = copy();
    return compact(moveElement(next, found(next), x, item.y, true, false, 'vertical', cols), cols);
  }
  const bottom = layout.reduce((max, l) => Math.max(max, l.y + l.h), 0);
  const step = key === 'ArrowUp' ? -1 : 1;
  for (let y = item.y + step; y >= 0 && y <= bottom; y += step) {
    const next = copy();
    const moved = compact(moveElement(next, found(next), item.x, y, true, false, 'vertical', cols), cols);
    const after = found(moved);
    if (after.y !== item.y) return moved;
  }
  return null;
}
