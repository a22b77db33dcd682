import type { DashboardConfig, DashboardWidget, ReportSnapshot } from '@/api/schemas';
import { breakpointNames, declaredPosition, flattenConfig, samePosition, type BreakpointName } from './dashboard-helpers';
import { reportReferenceFields, snapshotLookup, widgetName } from '@/features/dashboards';

export type DiffKind = 'added' | 'removed' | 'moved' | 'resized' | 'changed';

export interface WidgetDifference {
  widgetId: string;
  /** What a person calls it, as its card is titled: its title, else its report's name, else its type in words. */
  name: string;
  type: string;
  /** The one kind a grid highlights: a changed config outranks a move, a move outranks a resize. */
  kind: DiffKind;
  /** Everything that differs, in words, for the list under the grids. */
  details: string[];
  /**
   * The badge a grid shows at every breakpoint (added, removed, changed, or moved to another container), or null when
   * only its place differs, and then only at some breakpoints.
   */
  badgeEverywhere: DiffKind | null;
  /** Where only its place or size differs: the badge at each breakpoint where it does. */
  badgeAt: Partial<Record<BreakpointName, DiffKind>>;
}

export interface DashboardSide {
  config: DashboardConfig | null;
  reportSnapshots: ReportSnapshot[];
}

/**
 * A report reference compares by what it shows, not by its id: a clone's charts point at copied reports with new
 * ids, and that is not a change. The snapshot's name (or title, or kind) stands in for the id.
 */
function referenceLabel(value: unknown, field: string, snapshots: ReportSnapshot[]): string {
  const snapshot =
    field === 'reportId' ? snapshots.find((s) => s.reportId === Number(value)) : snapshots.find((s) => s.id === Number(value));
  if (!snapshot) return 'unresolved report';
  return `report “${snapshot.name ?? snapshot.title ?? snapshot.kind ?? 'untitled'}”`;
}

/** Key-sorted JSON, so two configs that differ only in key order compare equal. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The widget's own settings: child widgets are compared on their own, so they are left out of the container's. */
function ownSettings(widget: DashboardWidget, snapshots: ReportSnapshot[]): string {
  const config: Record<string, unknown> = { ...(widget.config ?? {}) };
  delete config.widgets;
  if (Array.isArray(config.tabs)) {
    config.tabs = config.tabs.map((tab: unknown) =>
      tab && typeof tab === 'object' ? { id: (tab as { id?: unknown }).id, title: (tab as { title?: unknown }).title } : tab,
    );
  }
  for (const field of reportReferenceFields) {
    if (field in config) config[field] = referenceLabel(config[field], field, snapshots);
  }
  return stableJson({ config, style: widget.style ?? null });
}

function positionText(p: { x: number; y: number; w: number; h: number }): string {
  return `x ${p.x}, y ${p.y}, ${p.w}×${p.h}`;
}

/** How the two sides are called in the details: a clone and its source, or a draft and what is published. */
export interface SideNames {
  first: string;
  second: string;
}

const CLONE_REVIEW: SideNames = { first: 'source', second: 'clone' };

/** What differs between two dashboards, widget by widget (matched by id, at any depth). */
export function diffDashboards(source: DashboardSide, clone: DashboardSide, sides: SideNames = CLONE_REVIEW): WidgetDifference[] {
  const before = new Map(flattenConfig(source.config).map((entry) => [entry.widget.id, entry]));
  const after = new Map(flattenConfig(clone.config).map((entry) => [entry.widget.id, entry]));
  const beforeSnapshots = snapshotLookup(source.reportSnapshots);
  const afterSnapshots = snapshotLookup(clone.reportSnapshots);
  const differences: WidgetDifference[] = [];

  for (const [id, entry] of before) {
    if (!after.has(id))
      differences.push({
        widgetId: id,
        name: widgetName(entry.widget, beforeSnapshots),
        type: entry.widget.type,
        kind: 'removed',
        details: [`Only in the ${sides.first}.`],
        badgeEverywhere: 'removed',
        badgeAt: {},
      });
  }
  for (const [id, entry] of after) {
    const old = before.get(id);
    if (!old) {
      differences.push({
        widgetId: id,
        name: widgetName(entry.widget, afterSnapshots),
        type: entry.widget.type,
        kind: 'added',
        details: [`Only in the ${sides.second}.`],
        badgeEverywhere: 'added',
        badgeAt: {},
      });
      continue;
    }
    const details: string[] = [];
    let changed = false;
    let moved = false;
    let resized = false;
    let otherContainer = false;
    if (old.widget.type !== entry.widget.type) {
      changed = true;
      details.push(`Type ${old.widget.type} → ${entry.widget.type}.`);
    }
    if (ownSettings(old.widget, source.reportSnapshots) !== ownSettings(entry.widget, clone.reportSnapshots)) {
      changed = true;
      details.push('Its settings differ.');
    }
    if (old.parentId !== entry.parentId) {
      moved = true;
      otherContainer = true;
      details.push(`Container ${old.parentId ?? 'top level'} → ${entry.parentId ?? 'top level'}.`);
    }
    const movedAt: BreakpointName[] = breakpointNames.filter(
      (bp) => !samePosition(declaredPosition(old.widget, bp), declaredPosition(entry.widget, bp)),
    );
    const badgeAt: Partial<Record<BreakpointName, DiffKind>> = {};
    for (const bp of movedAt) {
      const a = declaredPosition(old.widget, bp);
      const b = declaredPosition(entry.widget, bp);
      badgeAt[bp] = a.x !== b.x || a.y !== b.y ? 'moved' : 'resized';
    }
    if (movedAt.length > 0) {
      const placeChanged = movedAt.some((bp) => badgeAt[bp] === 'moved');
      if (placeChanged) moved = true;
      else resized = true;
      const first = movedAt[0] as BreakpointName;
      details.push(
        `Layout differs at ${movedAt.join(', ')} (at ${first}: ${positionText(declaredPosition(old.widget, first))} → ${positionText(declaredPosition(entry.widget, first))}).`,
      );
    }
    if (changed || moved || resized)
      differences.push({
        widgetId: id,
        name: widgetName(entry.widget, afterSnapshots),
        type: entry.widget.type,
        kind: changed ? 'changed' : moved ? 'moved' : 'resized',
        details,
        badgeEverywhere: changed ? 'changed' : otherContainer ? 'moved' : null,
        badgeAt,
      });
  }
  return differences;
}

/**
 * Highlights for one grid at the breakpoint it shows: the first dashboard shows what was removed, the second what was
 * added. A widget whose place or size differs only at some breakpoints is badged only there; elsewhere it sits alike
 * in both panes.
 */
export function highlightsFor(
  differences: WidgetDifference[],
  side: 'first' | 'second',
  breakpoint: BreakpointName,
): Record<string, DiffKind> {
  const out: Record<string, DiffKind> = {};
  for (const d of differences) {
    if (side === 'first' && d.kind === 'added') continue;
    if (side === 'second' && d.kind === 'removed') continue;
    const badge = d.badgeEverywhere ?? d.badgeAt[breakpoint];
    if (badge) out[d.widgetId] = badge;
  }
  return out;
}

/** Both grids' highlights, by the breakpoint shown (what SideBySide asks for). */
export function highlightsBySide(differences: WidgetDifference[]) {
  return {
    first: (breakpoint: BreakpointName) => highlightsFor(differences, 'first', breakpoint),
    second: (breakpoint: BreakpointName) => highlightsFor(differences, 'second', breakpoint),
  };
}
