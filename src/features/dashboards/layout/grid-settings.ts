import { breakpointNames, type BreakpointName, type DashboardConfig } from '@/api/schemas/dashboard';
import { DEFAULT_BREAKPOINTS, DEFAULT_COLS } from 'react-grid-layout';
import { getBreakpointFromWidth, sortBreakpoints } from 'react-grid-layout/core';

export type Pair = readonly [number, number];

/** The grid measurements in effect: the config's values, react-grid-layout's defaults where null or missing. */
export interface GridSettings {
  breakpoints: Record<BreakpointName, number>;
  cols: Record<BreakpointName, number>;
  margin: Pair;
  /** react-grid-layout uses the margin when containerPadding is null; resolved here so the math has one source. */
  containerPadding: Pair;
  rowHeight: number;
}

// react-grid-layout 2.x defaults: its own breakpoints and columns; rowHeight 150 and margin [10, 10] (props
// defaults it does not export).
const RGL_DEFAULT_BREAKPOINTS: Record<BreakpointName, number> = DEFAULT_BREAKPOINTS;
const RGL_DEFAULT_COLS: Record<BreakpointName, number> = DEFAULT_COLS;
const RGL_DEFAULT_ROW_HEIGHT = 150;
const RGL_DEFAULT_MARGIN: Pair = [10, 10];

const cache = new WeakMap<object, GridSettings>();

export function resolveGridSettings(config: DashboardConfig): GridSettings {
  const layout = config.layout;
  if (layout && cache.has(layout)) return cache.get(layout)!;
  const breakpoints = { ...RGL_DEFAULT_BREAKPOINTS };
  const cols = { ...RGL_DEFAULT_COLS };
  for (const name of breakpointNames) {
    const bp = layout?.breakpoints?.[name];
    if (typeof bp === 'number' && Number.isFinite(bp)) breakpoints[name] = bp;
    const col = layout?.cols?.[name];
    // Zero or negative columns would divide by zero in the width formula; treat them as missing.
    if (typeof col === 'number' && col > 0) cols[name] = col;
  }
  const margin = toPair(layout?.margin) ?? RGL_DEFAULT_MARGIN;
  const containerPadding = toPair(layout?.containerPadding) ?? margin;
  const rowHeight = typeof layout?.rowHeight === 'number' && layout.rowHeight >= 0 ? layout.rowHeight : RGL_DEFAULT_ROW_HEIGHT;
  const settings: GridSettings = { breakpoints, cols, margin, containerPadding, rowHeight };
  if (layout) cache.set(layout, settings);
  return settings;
}

/** `[x, y]` from an array of integers; a single value applies to both axes (as CSS does). */
function toPair(value: readonly number[] | null | undefined): Pair | null {
  if (!value || value.length === 0) return null;
  const x = value[0];
  const y = value[1] ?? x;
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  return [x, y];
}

/** Breakpoint names from the widest to the narrowest, by the config's widths (react-grid-layout sorts the same way). */
export function breakpointsDescending(settings: GridSettings): BreakpointName[] {
  return [...sortBreakpoints<BreakpointName>(settings.breakpoints)].reverse();
}

/** The breakpoint react-grid-layout picks for a container width. */
export function breakpointForWidth(settings: GridSettings, width: number): BreakpointName {
  return getBreakpointFromWidth<BreakpointName>(settings.breakpoints, width);
}

/**
 * A frame width that falls inside a breakpoint's range: its upper bound (the widest width that is still this
 * breakpoint), or for the widest breakpoint 80 px above its minimum. react-grid-layout picks a breakpoint when the
 * width is strictly greater than its minimum.
 */
export function frameWidthForBreakpoint(settings: GridSettings, breakpoint: BreakpointName): number {
  const ascending = sortBreakpoints<BreakpointName>(settings.breakpoints);
  const index = ascending.indexOf(breakpoint);
  const next = ascending[index + 1];
  const min = settings.breakpoints[breakpoint];
  if (next === undefined) return Math.max(min + 80, 320);
  const max = settings.breakpoints[next];
  if (index === 0) return Math.max(1, Math.min(max, Math.max(min, 360)));
  return max;
}

/** The widest breakpoint: what desktop users see, and the one a dashboard opens at. */
export function widestBreakpoint(settings: GridSettings): BreakpointName {
  return breakpointsDescending(settings)[0] ?? 'lg';
}

/** Below this scale a fitted dashboard is too small to read (the lg layout on a phone comes out at about a quarter). */
const READABLE_SCALE = 0.5;

/**
 * The breakpoint a dashboard opens at in a pane `paneWidth` wide: the widest (what desktop users see), unless fitting
 * it to the pane would take it below a readable scale; then the widest breakpoint that stays readable there (on a
 * phone, usually the one its phone users see), else the narrowest.
 */
export function openingBreakpoint(settings: GridSettings, paneWidth: number): BreakpointName {
  const order = breakpointsDescending(settings);
  const readable = order.find(
    (breakpoint) => fitScale(paneWidth, frameWidthForBreakpoint(settings, breakpoint)) >= READABLE_SCALE,
  );
  return readable ?? order[order.length - 1] ?? 'lg';
}

/**
 * The scale at which a frame `designWidth` wide fits a pane `paneWidth` wide: never above 1 (a dashboard is never
 * blown up), two decimals so the shown percentage is the scale in use.
 */
export function fitScale(paneWidth: number, designWidth: number): number {
  if (!(paneWidth > 0) || !(designWidth > 0)) return 1;
  return Math.min(1, Math.floor((paneWidth / designWidth) * 100) / 100);
}
