import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KindBadge } from './kind-badge';

describe('KindBadge', () => {
  it.each([
    ['vega', 'Chart (vega)'],
    ['table', 'Table (table)'],
    ['kpi', 'KPI (kpi)'],
    ['html', 'HTML (html)'],
    ['map', 'Map (map)'],
    ['sankey', 'Sankey (sankey)'],
    ['heatmap', 'heatmap'],
    [null, 'Kind not given'],
  ])('names kind %s in words beside a decorative SVG icon, never an emoji', (kind, words) => {
    const { container } = render(<KindBadge kind={kind} />);
    const badge = screen.getByText(words);
    expect(badge.textContent).toBe(words);
    const icon = container.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(badge.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
