import type { JsonObject, Json } from './store/json.ts';

/**
 * Walks every widget of a dashboard config, including widgets nested in containers
 * (`config.widgets` for stack/grid, `config.tabs[].widgets` for tabs), returning a new config.
 */
function mapWidgets(config: JsonObject, fn: (widget: JsonObject) => JsonObject): JsonObject {
  const widgets = config.widgets;
  if (!Array.isArray(widgets)) return config;
  return { ...config, widgets: widgets.map((w) => mapWidget(w, fn)) };
}

function mapWidget(widget: Json, fn: (widget: JsonObject) => JsonObject): Json {
  if (!isObject(widget)) return widget;
  const mapped = fn(widget);
  const cfg = mapped.config;
  if (!isObject(cfg)) return mapped;
  let nextCfg: JsonObject = cfg;
  if (Array.isArray(cfg.widgets)) nextCfg = { ...nextCfg, widgets: cfg.widgets.map((w) => mapWidget(w, fn)) };
  if (Array.isArray(cfg.tabs)) {
    nextCfg = {
      ...nextCfg,
      tabs: cfg.tabs.map((tab) =>
        isObject(tab) && Array.isArray(tab.widgets) ? { ...tab, widgets: tab.widgets.map((w) => mapWidget(w, fn)) } : tab,
      ),
    };
  }
  return { ...mapped, config: nextCfg };
}

/** The spec: stored `TABS_CONTAINER` values are converted to `CONTAINER` with `config.layout: 'tabs'`. */
export function healConfig(config: JsonObject): JsonObject {
  return mapWidgets(config, (w) => {
    if (w.type !== 'TABS_CONTAINER') return w;
    const cfg = isObject(w.config) ? w.config : {};
    return { ...w, type: 'CONTAINER', config: { ...cfg, layout: 'tabs' } };
  });
}

/** Re-points every `config.reportId` through `map` (clone rule 2). Unknown ids are left as they are. */
export function repointReports(config: JsonObject, map: ReadonlyMap<number, number>): JsonObject {
  return mapWidgets(config, (w) => {
    const cfg = w.config;
    if (!isObject(cfg) || typeof cfg.reportId !== 'number') return w;
    const next = map.get(cfg.reportId);
    return next === undefined ? w : { ...w, config: { ...cfg, reportId: next } };
  });
}

/** Every report id a config refers to, nested containers included. */
export function reportIdsIn(config: JsonObject): number[] {
  const ids: number[] = [];
  mapWidgets(config, (w) => {
    if (isObject(w.config) && typeof w.config.reportId === 'number') ids.push(w.config.reportId);
    return w;
  });
  return ids;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
