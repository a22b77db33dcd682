import { arrayOf, int, nFree, nInt, nStr, nullable, object, ref, str, stringEnum, type JsonSchema } from '../json-schema.ts';

/** Widget types the reference names, in its order. */
export const widgetType = stringEnum(
  'CHART',
  'TEXT',
  'FILTER',
  'AI',
  'TIME_GRAIN',
  'FIELD',
  'PARENT',
  'SPACER',
  'DIVIDER',
  'CONTAINER',
);

/** `{lg, md, sm, xs, xxs}` of nullable integers (breakpoint widths and column counts). */
const breakpointsOf = (): JsonSchema => object({ lg: nInt, md: nInt, sm: nInt, xs: nInt, xxs: nInt });

/**
 * The parts of a dashboard config the reference writes twice, once as answered (`DashboardLayout`, …) and once as
 * sent (`DashboardLayoutInput`, …), with the same fields: one definition, named with `suffix`. Only the widget id
 * differs (an input's is bounded).
 */
export function dashboardConfigParts(suffix: '' | 'Input', widgetId: JsonSchema = str): Record<string, JsonSchema> {
  const name = (base: string) => `${base}${suffix}`;
  const position = nullable(ref(name('DashboardWidgetPosition')));
  return {
    [name('DashboardAppSource')]: object({
      entry: nullable({ type: 'string', maxLength: 255 }),
      files: nullable({ type: 'object', additionalProperties: str }),
      html: nStr,
      manifest: nullable(ref(name('DashboardAppManifest'))),
    }),
    [name('DashboardAppManifest')]: object({
      dependencies: nullable({ type: 'object', additionalProperties: str }),
      version: nInt,
    }),
    [name('DashboardLayout')]: object({
      breakpoints: nullable(ref(name('DashboardBreakpoints'))),
      cols: nullable(ref(name('DashboardBreakpointCols'))),
      containerPadding: nullable(arrayOf(int)),
      margin: nullable(arrayOf(int)),
      rowHeight: nInt,
    }),
    [name('DashboardBreakpoints')]: breakpointsOf(),
    [name('DashboardBreakpointCols')]: breakpointsOf(),
    [name('DashboardWidget')]: object(
      {
        config: nFree,
        id: widgetId,
        position: ref(name('DashboardWidgetPosition')),
        responsiveLayouts: nullable(ref(name('DashboardResponsiveLayouts'))),
        style: nFree,
        type: widgetType,
      },
      ['id', 'type', 'position'],
    ),
    [name('DashboardWidgetPosition')]: object({ h: int, w: int, x: int, y: int }, ['h', 'w', 'x', 'y']),
    [name('DashboardResponsiveLayouts')]: object({ lg: position, md: position, sm: position, xs: position, xxs: position }),
  };
}
