// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrast, parseColor } from './color';
import { dashboardTheme } from './dashboard-theme';

const lightTheme = {
  backgroundColor: '#f1f5fb',
  dashboard: { backgroundColor: '#eef3fa', padding: '4px' },
  widgets: {
    backgroundColor: '#ffffff',
    padding: '8px 10px',
    border: { color: '#cbd5e1', radius: '8px', style: 'dashed', width: '2px' },
    title: { color: '#1e3a5f', fontWeight: '700' },
  },
  controls: { backgroundColor: '#f8fafc', title: { color: '#1e3a5f' } },
};

describe('dashboardTheme', () => {
  it('applies a light theme in the light console: canvas, cards, borders, padding, titles and controls', () => {
    const { style, ignored } = dashboardTheme(lightTheme, 'light');
    expect(style).toEqual({
      '--dash-canvas': '#eef3fa',
      '--dash-card': '#ffffff',
      '--dash-card-border': '#cbd5e1',
      '--dash-card-border-width': '2px',
      '--dash-card-radius': '8px',
      '--dash-card-border-style': 'dashed',
      '--dash-card-padding': '8px 10px',
      '--dash-title': '#1e3a5f',
      '--dash-title-weight': '700',
      '--dash-control-card': '#f8fafc',
      '--dash-control-title': '#1e3a5f',
    });
    expect(ignored).toEqual(['dashboard.padding: the grid’s padding comes from layout.containerPadding']);
  });

  it('gives way to the dark tokens where the light theme would make the console’s text unreadable, and says why', () => {
    const { style, ignored } = dashboardTheme(lightTheme, 'dark');
    for (const key of [
      '--dash-canvas',
      '--dash-card',
      '--dash-card-border',
      '--dash-title',
      '--dash-control-card',
      '--dash-control-title',
    ])
      expect(style).not.toHaveProperty(key);
    // Shapes still apply: they do not touch readability.
    expect(style).toMatchObject({ '--dash-card-radius': '8px', '--dash-card-padding': '8px 10px', '--dash-title-weight': '700' });
    expect(ignored).toContain(
      'widgets.backgroundColor (#ffffff): the console’s body text would be hard to read on it in the dark theme',
    );
    expect(ignored).toContain('widgets.title.color (#1e3a5f): too little contrast with its card in the dark theme');
    expect(ignored).toContain('widgets.border.color (#cbd5e1): goes with its background, which is not applied');
  });

  it('applies a dark theme in the dark console and not in the light one', () => {
    const dark = { widgets: { backgroundColor: '#1b2230', title: { color: '#fbbf24' } } };
    expect(dashboardTheme(dark, 'dark').style).toEqual({ '--dash-card': '#1b2230', '--dash-title': '#fbbf24' });
    expect(dashboardTheme(dark, 'light').style).toEqual({});
  });

  it('leaves out what it cannot check: unknown colour words, CSS functions, odd lengths; and ignores non-objects', () => {
    const { style, ignored } = dashboardTheme(
      {
        widgets: {
          backgroundColor: 'url(https://evil.example/x.png)',
          padding: 'calc(100vh)',
          title: { color: 'var(--x)', fontWeight: 'heavy; color: red' },
        },
      },
      'light',
    );
    expect(style).toEqual({});
    expect(ignored).toHaveLength(4);
    expect(dashboardTheme(null, 'light')).toEqual({ style: {}, ignored: [] });
    expect(dashboardTheme({ palette: 'ocean', widgets: 'big' }, 'dark')).toEqual({ style: {}, ignored: [] });
  });
});

describe('colours', () => {
  it('parse hex, rgb() and a few words, and measure WCAG contrast', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#11223380')).toEqual({ r: 17, g: 34, b: 51, a: 128 / 255 });
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColor('rgba(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rebeccapurple')).toBeNull();
    expect(contrast(parseColor('black')!, parseColor('white')!)).toBeCloseTo(21, 5);
    expect(contrast(parseColor('#777')!, parseColor('#fff')!)).toBeCloseTo(4.48, 2);
  });
});
