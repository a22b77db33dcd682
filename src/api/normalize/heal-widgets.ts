import { isRecord } from '@/lib/is-record';
/**
 * The service still converts stored or sent `TABS_CONTAINER` widgets to `CONTAINER` with `config.layout: 'tabs'`.
 * The console heals them the same way, at every depth, so the renderer only knows the current shape.
 * Works on raw JSON (before validation) and returns new objects; the input is never mutated.
 */
export function healWidgets(widgets: unknown[]): unknown[] {
  return widgets.map(healWidget);
}

function healWidget(widget: unknown): unknown {
  if (!isRecord(widget)) return widget;
  const config = isRecord(widget.config) ? healContainerConfig(widget.config) : widget.config;
  if (widget.type === 'TABS_CONTAINER') {
    const base = isRecord(config) ? config : {};
    return { ...widget, type: 'CONTAINER', config: { ...base, layout: 'tabs' } };
  }
  return config === widget.config ? widget : { ...widget, config };
}

function healContainerConfig(config: Record<string, unknown>): Record<string, unknown> {
  let next = config;
  if (Array.isArray(config.widgets)) next = { ...next, widgets: healWidgets(config.widgets as unknown[]) };
  if (Array.isArray(config.tabs)) {
    next = {
      ...next,
      tabs: (config.tabs as unknown[]).map((tab) =>
        isRecord(tab) && Array.isArray(tab.widgets) ? { ...tab, widgets: healWidgets(tab.widgets as unknown[]) } : tab,
      ),
    };
  }
  return next;
}
