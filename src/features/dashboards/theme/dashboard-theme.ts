import type { CSSProperties } from 'react';
import type { ColorScheme } from '@/lib/use-color-scheme';
import { contrast, over, parseColor, type Rgba } from './color';

/**
 * The console's own colours per scheme, as in `src/app/styles.css` and `dashboards.css` (keep them in step): the
 * text colours drawn on a card, and the card and canvas colours a see-through theme colour is drawn over.
 */
const PALETTE: Record<ColorScheme, { texts: Record<string, string>; card: string; canvas: string }> = {
  light: {
    texts: {
      'body text': '#14171c',
      'muted text': '#4f5866',
      links: '#1d4ed8',
      'error text': '#b42318',
      'success text': '#11693c',
    },
    card: '#ffffff',
    canvas: '#e9edf2',
  },
  dark: {
    texts: {
      'body text': '#e7eaee',
      'muted text': '#a9b1bd',
      links: '#93c5fd',
      'error text': '#ff9b90',
      'success text': '#7ee2a8',
    },
    card: '#171b21',
    canvas: '#0b0e12',
  },
};

/** WCAG AA for normal text. */
const READABLE = 4.5;

const LENGTH = /^(0|\d{1,3}(\.\d+)?(px|rem|em))$/;
const BORDER_STYLES = new Set(['none', 'solid', 'dashed', 'dotted', 'double']);
const FONT_WEIGHTS = /^(normal|bold|[1-9]00)$/;

export interface DashboardThemeResult {
  /** CSS custom properties for the canvas and the cards on it (see the tokens at the top of `dashboards.css`). */
  style: CSSProperties;
  /** What the theme asks for that is not applied, and why, in words. */
  ignored: string[];
}

type Section = Record<string, unknown>;

function section(value: unknown): Section {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Section) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** One to four lengths (`8px`, `8px 12px`, …), each at most three digits: padding that cannot break the card. */
function lengths(value: string): boolean {
  const parts = value.split(/\s+/);
  return parts.length <= 4 && parts.every((part) => LENGTH.test(part));
}

/**
 * A dashboard's `theme` (DashboardThemeInput: canvas and widget backgrounds, widget and control borders, padding,
 * title and text colours) as CSS custom properties for its canvas, within what keeps the console readable in the
 * scheme it is drawn in:
 * - a background applies only if every text colour the console draws on cards keeps 4.5:1 on it (so a light theme
 *   shows in the light console and gives way to the dark tokens in the dark one); a border colour goes with its
 *   section's background;
 * - a title or text colour applies only if it keeps 4.5:1 on the card it is drawn on;
 * - colours must be hex, `rgb()`, `white`, `black` or `transparent`, lengths plain px/rem/em: anything else cannot be
 *   checked and is left out;
 * - `dashboard.padding`, `widgets.margin`, fonts and `primaryColor` are not applied: the grid's padding and margins
 *   come from `layout` (react-grid-layout's math), and the console keeps its own fonts and accent.
 */
export function dashboardTheme(theme: unknown, scheme: ColorScheme): DashboardThemeResult {
  const palette = PALETTE[scheme];
  const style: Record<string, string> = {};
  const ignored: string[] = [];
  const root = section(theme);
  const widgets = section(root.widgets);
  const controls = section(root.controls);
  const dashboard = section(root.dashboard);

  const readableBackground = (path: string, value: unknown, base: string): Rgba | null => {
    const raw = text(value);
    if (raw === null) return null;
    const color = parseColor(raw);
    if (!color) {
      ignored.push(`${path} (${raw}): not a colour the console can check`);
      return null;
    }
    const drawn = over(color, parseColor(base)!);
    const unreadable = Object.entries(palette.texts).find(([, t]) => contrast(parseColor(t)!, drawn) < READABLE);
    if (unreadable) {
      ignored.push(`${path} (${raw}): the console’s ${unreadable[0]} would be hard to read on it in the ${scheme} theme`);
      return null;
    }
    return drawn;
  };

  const readableText = (path: string, value: unknown, on: Rgba, property: string) => {
    const raw = text(value);
    if (raw === null) return;
    const color = parseColor(raw);
    if (!color) ignored.push(`${path} (${raw}): not a colour the console can check`);
    else if (contrast(over(color, on), on) < READABLE)
      ignored.push(`${path} (${raw}): too little contrast with its card in the ${scheme} theme`);
    else style[property] = raw;
  };

  const length = (path: string, value: unknown, property: string) => {
    const raw = text(value);
    if (raw === null) return;
    if (lengths(raw)) style[property] = raw;
    else ignored.push(`${path} (${raw}): not a plain length`);
  };

  const border = (path: string, value: unknown, backgroundKept: boolean, prefix: string) => {
    const b = section(value);
    const color = text(b.color);
    if (color !== null) {
      if (!parseColor(color)) ignored.push(`${path}.color (${color}): not a colour the console can check`);
      else if (!backgroundKept) ignored.push(`${path}.color (${color}): goes with its background, which is not applied`);
      else style[`${prefix}-border`] = color;
    }
    length(`${path}.width`, b.width, `${prefix}-border-width`);
    length(`${path}.radius`, b.radius, `${prefix}-radius`);
    const borderStyle = text(b.style);
    if (borderStyle !== null) {
      if (BORDER_STYLES.has(borderStyle)) style[`${prefix}-border-style`] = borderStyle;
      else ignored.push(`${path}.style (${borderStyle}): not a border style the console draws`);
    }
  };

  const title = (path: string, value: unknown, on: Rgba, prefix: string) => {
    const t = section(value);
    readableText(`${path}.color`, t.color, on, `${prefix}-title`);
    const weight = text(t.fontWeight);
    if (weight !== null) {
      if (FONT_WEIGHTS.test(weight)) style[`${prefix}-title-weight`] = weight;
      else ignored.push(`${path}.fontWeight (${weight}): not a font weight`);
    }
  };

  const canvasPath = text(dashboard.backgroundColor) !== null ? 'dashboard.backgroundColor' : 'backgroundColor';
  const canvas = readableBackground(canvasPath, dashboard.backgroundColor ?? root.backgroundColor, palette.canvas);
  if (canvas) style['--dash-canvas'] = text(dashboard.backgroundColor) ?? (text(root.backgroundColor) as string);

  const card = readableBackground('widgets.backgroundColor', widgets.backgroundColor, palette.card);
  if (card) style['--dash-card'] = text(widgets.backgroundColor) as string;
  const cardColor = card ?? parseColor(palette.card)!;
  const cardBackgroundKept = card !== null || text(widgets.backgroundColor) === null;
  border('widgets.border', widgets.border, cardBackgroundKept, '--dash-card');
  length('widgets.padding', widgets.padding, '--dash-card-padding');
  title('widgets.title', widgets.title, cardColor, '--dash');
  readableText('widgets.text.color', section(widgets.text).color, cardColor, '--dash-card-text');

  const control = readableBackground('controls.backgroundColor', controls.backgroundColor, palette.card);
  if (control) style['--dash-control-card'] = text(controls.backgroundColor) as string;
  const controlColor = control ?? cardColor;
  const controlBackgroundKept = control !== null || text(controls.backgroundColor) === null;
  border('controls.border', controls.border, controlBackgroundKept, '--dash-control');
  length('controls.padding', controls.padding, '--dash-control-padding');
  title('controls.title', controls.title, controlColor, '--dash-control');

  if (text(dashboard.padding) !== null) ignored.push('dashboard.padding: the grid’s padding comes from layout.containerPadding');
  if (text(widgets.margin) !== null) ignored.push('widgets.margin: the grid’s margins come from layout.margin');
  return { style, ignored };
}
