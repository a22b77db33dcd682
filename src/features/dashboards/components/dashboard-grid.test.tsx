import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customResponsive, derivedOnly } from '../../../../test/fixtures/dashboards/layouts';
import { frameWidthForBreakpoint, resolveGridSettings } from '../layout/grid-settings';
import { pixelBox } from '../layout/grid-placement';
import { widgetLayoutsPerBreakpoint } from '../layout/widget-layouts';
import { parsed, renderWithRouter } from '../test-utils';
import { DashboardView } from './dashboard-view';
import type { BreakpointName, DashboardConfig } from '@/api/schemas/dashboard';

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
  it.each([
    ['lg', 'compact'],
    ['md', 'compact'],
    ['sm', 'compact'],
    ['xs', 'compact'],
    ['xxs', 'compact'],
    ['lg', 'stored'],
    ['md', 'stored'],
    ['sm', 'stored'],
  ] as const)('puts every widget where the layout math says at %s, %s', (bp, positions) => {
    const { config } = parsed(fixture);
    const settings = resolveGridSettings(config);
    const { container } = renderWithRouter(<DashboardView config={config} breakpoint={bp} positions={positions} />);
    const canvas = container.querySelector<HTMLElement>('[data-dashboard-canvas]')!;
    expect(canvas.dataset.breakpoint).toBe(bp);
    expect(canvas.dataset.cols).toBe(String(settings.cols[bp]));
    const width = frameWidthForBreakpoint(settings, bp);
    expect(screen.getByText(new RegExp(`^${bp}: ${width} px wide`))).toBeInTheDocument();
    const layouts = widgetLayoutsPerBreakpoint(config, positions);
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
  function Switcher({ config }: { config: DashboardConfig }) {
    const [breakpoint, setBreakpoint] = useState<BreakpointName>('lg');
    return (
      <>
        <button type="button" onClick={() => setBreakpoint('sm')}>
          Narrow
        </button>
        <DashboardView config={config} breakpoint={breakpoint} />
      </>
    );
  }

  it('moves widgets to the new breakpoint’s layout when the breakpoint prop changes', async () => {
    const { config } = parsed(customResponsive);
    const { container } = renderWithRouter(<Switcher config={config} />);
    const right = () => container.querySelector<HTMLElement>('[data-widget-id="right"]')!;
    const lgLeft = renderedBox(right()).left;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Narrow' }));
    expect(container.querySelector('[data-dashboard-canvas]')).toHaveAttribute('data-breakpoint', 'sm');
    // At sm "right" sits under "left", at the left edge (container padding 24).
    expect(renderedBox(right()).left).toBe(24);
    expect(lgLeft).toBeGreaterThan(24);
  });
});
