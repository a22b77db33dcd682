import { loader, parse, View, type Spec } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type Config as VegaLiteConfig, type TopLevelSpec } from 'vega-lite';

const DARK_TEXT = '#e7eaee';
const DARK_LABEL = '#c4cad3';
const DARK_LINE = '#5b6675';

/**
 * Guides drawn for the console's dark theme: light text and lines on a see-through background (the card shows
 * through). A spec's own `config` still wins over these. Light keeps Vega's defaults.
 */
const darkConfig = {
  background: 'transparent',
  title: { color: DARK_TEXT, subtitleColor: DARK_LABEL },
  axis: {
    domainColor: DARK_LINE,
    tickColor: DARK_LINE,
    gridColor: '#2c333d',
    labelColor: DARK_LABEL,
    titleColor: DARK_TEXT,
  },
  legend: { labelColor: DARK_LABEL, titleColor: DARK_TEXT },
  view: { stroke: '#343c48' },
  style: { 'guide-label': { fill: DARK_LABEL }, 'guide-title': { fill: DARK_TEXT }, 'group-title': { fill: DARK_TEXT } },
} as const;

/**
 * A Vega or Vega-Lite spec drawn as SVG markup at the given size. Expressions run through the interpreter, so no code
 * is generated from the spec, and the loader refuses every fetch: only inline data is drawn. Vega-Lite specs fill the
 * size; a full Vega spec keeps the size it declares.
 */
export async function renderVegaSvg(
  spec: Record<string, unknown>,
  width: number,
  height: number,
  scheme: 'light' | 'dark' = 'light',
): Promise<string> {
  const config = scheme === 'dark' ? darkConfig : undefined;
  const noFetch = loader();
  noFetch.sanitize = () => Promise.reject(new Error('The preview does not load external data.'));
  const isVegaLite = !Array.isArray(spec.marks);
  const vegaSpec = isVegaLite
    ? compile({ width, height, autosize: { type: 'fit', contains: 'padding' }, ...spec } as TopLevelSpec, {
        config: config as VegaLiteConfig | undefined,
      }).spec
    : (spec as Spec);
  // A full Vega spec takes the config here; a compiled Vega-Lite spec already carries it.
  const view = new View(parse(vegaSpec, isVegaLite ? undefined : config, { ast: true }), {
    renderer: 'none',
    loader: noFetch,
    expr: expressionInterpreter,
  });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
