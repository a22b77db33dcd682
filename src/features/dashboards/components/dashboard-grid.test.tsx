import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customResponsive, derivedOnly } from '../../../../test/fixtures/dashboards/layouts';
import { frameWidthForBreakpoint, resolveGridSettings } from '../layout/grid-settings';
import { pixelBox, widgetLayoutsPerBreakpoint } from '../layout/widget-layouts';
import { parsed, renderWithRouter } from '../test-utils';
import { DashboardView } from './dashboard-view';

/** Where react-grid-layout actually put an item: its transform and size styles. */
function renderedBox(element: HTMLElement) {
  const match = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec(element.style.transform);
  return {
    left: Number(match?.[1]),
    top: Number(match?.[2]),
    width: parseFloat(element.style.width),
    height: parseFloat(element.style.height),
  };
}

describe.each([
  ['default settings', derivedOnly],
  ['custom breakpoints, cols, margin, padding and row height', customResponsive],
])('the rendered grid with %s', (_name, fixture) => {
  it.each(['lg', 'md', 'sm', 'xs', 'xxs'] as const)('puts every widget where the layout math says at %s', (bp) => {
    const { config } = parsed(fixture);
    const settings = resolveGridSettings(config);
    const { container } = renderWithRouter(<DashboardView config={config} breakpoint={bp} />);
    const canvas = container.querySelector<HTMLElement>('[data-dashboard-canvas]')!;
    expect(canvas.dataset.breakpoint).toBe(bp);
    expect(canvas.dataset.cols).toBe(String(settings.cols[bp]));
    const width = frameWidthForBreakpoint(settings, bp);
    expect(screen.getByText(new RegExp(`^${bp}: ${width} px wide`))).toBeInTheDocument();
    const layouts = widgetLayoutsPerBreakpoint(config);
    const items = container.querySelectorAll<HTMLElement>('.react-grid-item[data-widget-id]');
    expect(items).toHaveLength(config.widgets!.length);
    for (const item of items) {
      const box = layouts[bp][item.dataset.widgetId!]!;
      const expected = pixelBox(box, {
        width,
        cols: settings.cols[bp],
        rowHeight: settings.rowHeight,
        margin: settings.margin,
        containerPadding: settings.containerPadding,
      });
      expect(renderedBox(item)).toEqual(expected);
    }
  });
});

describe('breakpoint changes', () => {
  it('moves widgets to the new breakpoint’s layout when the breakpoint prop changes', () => {
    const { config } = parsed(customResponsive);
    const { container, rerender } = renderWithRouter(<DashboardView config={config} breakpoint="lg" />);
    const right = () => container.querySelector<HTMLElement>('[data-widget-id="right"]')!;
    const lgLeft = renderedBox(right()).left;
    rerender(<DashboardView config={config} breakpoint="sm" />);
    expect(container.querySelector('[data-dashboard-canvas]')).toHaveAttribute('data-breakpoint', 'sm');
    // At sm "right" sits under "left", at the left edge (container padding 24).
    expect(renderedBox(right()).left).toBe(24);
    expect(lgLeft).toBeGreaterThan(24);
  });
});
