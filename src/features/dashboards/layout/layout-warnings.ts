import type { BreakpointName, DashboardConfig, DashboardWidget } from '@/api/schemas/dashboard';
import { collides, type LayoutItem } from 'react-grid-layout/core';
import { isContainer, readContainer } from '../model/container-model';
import { walkWidgets } from '../model/walk-widgets';
import { typeName } from '../model/widget-name';
import { breakpointsDescending, resolveGridSettings } from './grid-settings';
import { uniqueWidgets } from './unique-widgets';
import { containerLayout, responsiveLayoutsUpTo, specifiedBox, type GridBox, type LayoutMode } from './widget-layouts';

type LayoutWarningKind = 'overflow' | 'overlap' | 'size' | 'duplicate' | 'moved' | 'gap';

export interface LayoutWarning {
  kind: LayoutWarningKind;
  widgetId: string;
  /** Where: a breakpoint name for the dashboard grid, or `container <id>` for a container's own grid. */
  scope: string;
  message: string;
  specified: GridBox | null;
  shown: GridBox | null;
}

/** A widget as a warning names it: its title or its type in words, and its id (what an author searches the JSON for). */
function label(widget: DashboardWidget): string {
  const title = widget.config?.title;
  return typeof title === 'string' && title.trim() ? `“${title}” (${widget.id})` : `${typeName(widget)} (${widget.id})`;
}

const same = (a: GridBox, b: GridBox) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
const describe = (box: GridBox) => `x ${box.x}, y ${box.y}, w ${box.w}, h ${box.h}`;

/**
 * Checks the positions authors gave (not the ones react-grid-layout derived) in one grid: widgets that overflow
 * the column count, overlap another, have no size, or have empty rows above them. Says where react-grid-layout
 * actually shows them, so nothing is moved silently. `settled` is the grid as stored (bounds corrected, no
 * compaction); `shown` is what is drawn (the same, or compacted).
 */
export function gridWarnings(
  widgets: readonly DashboardWidget[],
  specified: readonly (GridBox | null)[],
  settled: readonly LayoutItem[],
  cols: number,
  scope: string,
  drawn: readonly LayoutItem[] = settled,
): LayoutWarning[] {
  const warnings: LayoutWarning[] = [];
  const shownById = new Map(drawn.map((item) => [item.i, item]));
  const storedById = new Map(settled.map((item) => [item.i, item]));
  const shownText = (widget: DashboardWidget, box: GridBox) => {
    const shown = shownById.get(widget.id);
    return shown && !same(shown, box) ? `; shown at ${describe(shown)}` : '';
  };
  widgets.forEach((widget, index) => {
    const box = specified[index];
    if (!box) return;
    const shown = shownById.get(widget.id) ?? null;
    if (box.w < 1 || box.h < 1) {
      warnings.push({
        kind: 'size',
        widgetId: widget.id,
        scope,
        specified: box,
        shown,
        message: `${label(widget)} has no size at ${scope} (w ${box.w}, h ${box.h}).`,
      });
    }
    if (box.x < 0 || box.x + box.w > cols) {
      warnings.push({
        kind: 'overflow',
        widgetId: widget.id,
        scope,
        specified: box,
        shown,
        message: `${label(widget)} overflows the ${cols} columns at ${scope} (x ${box.x}, w ${box.w})${shownText(widget, box)}.`,
      });
    }
  });
  // Overlaps by a sweep over rows (react-grid-layout's `collides` test), so hundreds of widgets stay cheap.
  const placed = widgets
    .map((widget, index) => ({ widget, index, box: specified[index] }))
    .filter(
      (entry): entry is { widget: DashboardWidget; index: number; box: GridBox } => entry.box !== null && entry.box !== undefined,
    )
    // Named by index, so react-grid-layout's `collides` (which never lets an item collide with its own id) tells them apart.
    .map((entry) => ({ ...entry, item: { ...entry.box, i: String(entry.index) } }))
    .sort((a, b) => a.box.y - b.box.y || a.index - b.index);
  const pairs: [number, number][] = [];
  for (let i = 0; i < placed.length; i++) {
    const a = placed[i]!;
    for (let j = i + 1; j < placed.length; j++) {
      const b = placed[j]!;
      if (b.box.y >= a.box.y + a.box.h) {
        // Later entries start no higher; zero-height boxes never collide anyway.
        if (a.box.h > 0) break;
        continue;
      }
      if (!collides(a.item, b.item)) continue;
      pairs.push(a.index < b.index ? [a.index, b.index] : [b.index, a.index]);
    }
  }
  pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const explained = new Set(warnings.map((warning) => warning.widgetId));
  for (const [first, second] of pairs) {
    explained.add(widgets[first]!.id).add(widgets[second]!.id);
    const widget = widgets[first]!;
    const other = widgets[second]!;
    const box = specified[first]!;
    warnings.push({
      kind: 'overlap',
      widgetId: widget.id,
      scope,
      specified: box,
      shown: shownById.get(widget.id) ?? null,
      message: `${label(widget)} overlaps ${label(other)} at ${scope}${shownText(widget, box)}${shownText(other, specified[second]!)}.`,
    });
  }
  // A widget whose own box collides with a box react-grid-layout derived for another widget (one with no layout
  // given at this breakpoint) is pushed down too; say so rather than move it silently.
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  widgets.forEach((widget, index) => {
    const box = specified[index];
    const stored = storedById.get(widget.id);
    const shown = shownById.get(widget.id) ?? stored;
    if (!box || !stored || !shown || same(stored, box) || explained.has(widget.id)) return;
    const own = { ...box, i: widget.id };
    const other = settled.find((item) => collides(own, item));
    const otherWidget = other ? byId.get(other.i) : undefined;
    warnings.push({
      kind: otherWidget ? 'overlap' : 'moved',
      widgetId: widget.id,
      scope,
      specified: box,
      shown,
      message: otherWidget
        ? `${label(widget)} overlaps ${label(otherWidget)} (placed there by react-grid-layout) at ${scope}; shown at ${describe(shown)}.`
        : `${label(widget)} cannot sit at ${describe(box)} at ${scope}; shown at ${describe(shown)}.`,
    });
  });
  warnings.push(...gapWarnings(widgets, specified, settled, shownById, scope));
  return warnings;
}

/**
 * Widgets with empty rows right above them in the stored layout: react-grid-layout's vertical compaction (and the
 * platform's builder) would move them up. Only the widget that borders the gap is named, not every widget below it.
 */
function gapWarnings(
  widgets: readonly DashboardWidget[],
  specified: readonly (GridBox | null)[],
  stored: readonly LayoutItem[],
  shownById: ReadonlyMap<string, LayoutItem>,
  scope: string,
): LayoutWarning[] {
  const warnings: LayoutWarning[] = [];
  const byId = new Map(stored.map((item) => [item.i, item]));
  for (const [index, widget] of widgets.entries()) {
    const item = byId.get(widget.id);
    if (!item || item.y <= 0 || item.h < 1 || item.w < 1) continue;
    // The lowest bottom edge among the items above it in its columns; 0 (the top of the grid) when there is none.
    let top = 0;
    for (const other of stored) {
      if (other === item || other.y >= item.y || other.x + other.w <= item.x || other.x >= item.x + item.w) continue;
      top = Math.max(top, other.y + other.h);
    }
    const rows = item.y - top;
    if (rows <= 0) continue;
    const shown = shownById.get(widget.id);
    // Where the y comes from: the widget's own layout for this grid, or (no layout stored at this breakpoint) the
    // nearest wider one, as react-grid-layout derives it.
    const origin = specified[index] ? 'as stored' : `derived from a wider layout; none is stored at ${scope}`;
    const where =
      !shown || shown.y === item.y
        ? ''
        : shown.y < item.y
          ? `; compaction moves it up to y ${shown.y}`
          : `; shown lower, at y ${shown.y}`;
    const gap = rows === 1 ? '1 empty row' : `${rows} empty rows`;
    warnings.push({
      kind: 'gap',
      widgetId: widget.id,
      scope,
      specified: { x: item.x, y: item.y, w: item.w, h: item.h },
      shown: shown ?? null,
      message: `${label(widget)} is placed at y ${item.y} at ${scope} (${origin}), leaving ${gap} above it${where}.`,
    });
  }
  return warnings;
}

/** Warnings for the dashboard grid at one breakpoint, plus every container's own grid (at any depth). */
export function dashboardLayoutWarnings(
  config: DashboardConfig,
  breakpoint: BreakpointName,
  mode: LayoutMode = 'compact',
): LayoutWarning[] {
  const settings = resolveGridSettings(config);
  const { widgets, duplicates } = uniqueWidgets(config.widgets ?? []);
  const widest = breakpointsDescending(settings)[0] ?? 'lg';
  const settled = responsiveLayoutsUpTo(widgets, settings, breakpoint, 'stored')[breakpoint] ?? [];
  const drawn = mode === 'stored' ? settled : (responsiveLayoutsUpTo(widgets, settings, breakpoint, mode)[breakpoint] ?? []);
  const warnings = gridWarnings(
    widgets,
    widgets.map((widget) => specifiedBox(widget, breakpoint, widest)),
    settled,
    settings.cols[breakpoint],
    breakpoint,
    drawn,
  );
  for (const widget of duplicates) {
    warnings.push({
      kind: 'duplicate',
      widgetId: widget.id,
      scope: breakpoint,
      specified: widget.position,
      shown: null,
      message: `Another widget already has the id “${widget.id}”; this ${widget.type} is not shown.`,
    });
  }
  warnings.push(...containerWarnings(config, mode));
  return warnings;
}

const containerCache: Record<LayoutMode, WeakMap<DashboardConfig, LayoutWarning[]>> = {
  compact: new WeakMap(),
  stored: new WeakMap(),
};

/** Warnings for every container's own grid, at any depth; they do not depend on the breakpoint, so cached per config. */
function containerWarnings(config: DashboardConfig, mode: LayoutMode): LayoutWarning[] {
  const hit = containerCache[mode].get(config);
  if (hit) return hit;
  const warnings: LayoutWarning[] = [];
  walkWidgets(config, ({ widget }) => {
    if (!isContainer(widget)) return;
    const model = readContainer(widget);
    if (model.layout === 'stack') return;
    const lists =
      model.layout === 'tabs'
        ? model.tabs.map((tab) => ({ widgets: tab.widgets, scope: `container ${widget.id}, tab “${tab.title}”` }))
        : [{ widgets: model.widgets, scope: `container ${widget.id}` }];
    for (const list of lists) {
      const unique = uniqueWidgets(list.widgets);
      warnings.push(
        ...gridWarnings(
          unique.widgets,
          unique.widgets.map((child) => child.position),
          containerLayout(unique.widgets, model.cols, 'stored'),
          model.cols,
          list.scope,
          containerLayout(unique.widgets, model.cols, mode),
        ),
      );
      for (const child of unique.duplicates) {
        warnings.push({
          kind: 'duplicate',
          widgetId: child.id,
          scope: list.scope,
          specified: child.position,
          shown: null,
          message: `Another widget in ${list.scope} already has the id “${child.id}”; this ${child.type} is not shown.`,
        });
      }
    }
  });
  containerCache[mode].set(config, warnings);
  return warnings;
}
