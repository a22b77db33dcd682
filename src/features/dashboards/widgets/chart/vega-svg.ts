import { loader, parse, View, type Spec } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';

/**
 * A Vega or Vega-Lite spec drawn as SVG markup at the given size. Expressions run through the interpreter, so no code
 * is generated from the spec, and the loader refuses every fetch: only inline data is drawn. Vega-Lite specs fill the
 * size; a full Vega spec keeps the size it declares.
 */
export async function renderVegaSvg(spec: Record<string, unknown>, width: number, height: number): Promise<string> {
  const noFetch = loader();
  noFetch.sanitize = () => Promise.reject(new Error('The preview does not load external data.'));
  const isVegaLite = !Array.isArray(spec.marks);
  const vegaSpec = isVegaLite
    ? compile({ width, height, autosize: { type: 'fit', contains: 'padding' }, ...spec } as TopLevelSpec).spec
    : (spec as Spec);
  const view = new View(parse(vegaSpec, undefined, { ast: true }), {
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
