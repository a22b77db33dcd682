import { describe, expect, it } from 'vitest';
import { renderVegaSvg } from './vega-svg';

const bars = {
  $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
  data: {
    values: [
      { month: 'Jan', revenue: 10 },
      { month: 'Feb', revenue: 14 },
    ],
  },
  mark: 'bar',
  encoding: { x: { field: 'month', type: 'nominal' }, y: { field: 'revenue', type: 'quantitative' } },
};

describe('renderVegaSvg', () => {
  it('draws light text on a see-through background for the dark theme, and Vega’s defaults for light', async () => {
    const dark = await renderVegaSvg(bars, 240, 120, 'dark');
    expect(dark).toContain('fill="#c4cad3"');
    expect(dark).not.toMatch(/<rect[^>]*fill="white"/);
    const light = await renderVegaSvg(bars, 240, 120, 'light');
    expect(light).not.toContain('#c4cad3');
    expect(light).toContain('fill="white"');
  });

  it('keeps a spec’s own colours over the dark defaults', async () => {
    const svg = await renderVegaSvg({ ...bars, config: { axis: { labelColor: '#ff8800' } } }, 240, 120, 'dark');
    expect(svg).toContain('fill="#ff8800"');
  });
});
