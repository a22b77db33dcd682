import type { DashboardWidget } from '@/api/schemas/dashboard';
import { isRecord } from '@/lib/is-record';
import { joinPath, type DashboardProblem } from './problem';
import { parseWidget } from './sanitize';

type ContainerLayout = 'tabs' | 'stack' | 'grid';

interface ContainerTab {
  id: string;
  title: string;
  widgets: DashboardWidget[];
  /** Each widget's path relative to the container widget (`config.tabs[0].widgets[2]`). */
  paths: string[];
}

export interface ContainerModel {
  layout: ContainerLayout;
  /** Column count of the container's own grid (tabs and grid layouts); 12 where not given. */
  cols: number;
  direction: 'horizontal' | 'vertical';
  /** Children of `stack` and `grid` containers. */
  widgets: DashboardWidget[];
  /** Each child's path relative to the container widget (`config.widgets[2]`). */
  paths: string[];
  tabs: ContainerTab[];
  /** Children that could not be read, with paths relative to the container widget. */
  problems: DashboardProblem[];
}

const DEFAULT_CONTAINER_COLS = 12;

const cache = new WeakMap<DashboardWidget, ContainerModel>();

/**
 * Reads a container widget's free-form `config` into what the renderer needs. Children are validated one by one so
 * a bad child never hides its siblings. Cached per widget object: the renderer and the problem walk share one read.
 */
export function readContainer(widget: DashboardWidget): ContainerModel {
  const hit = cache.get(widget);
  if (hit) return hit;
  const config = isRecord(widget.config) ? widget.config : {};
  const problems: DashboardProblem[] = [];
  const rawLayout = config.layout;
  const isLegacyTabs = widget.type === 'TABS_CONTAINER';
  let layout: ContainerLayout;
  if (rawLayout === 'tabs' || rawLayout === 'stack' || rawLayout === 'grid') layout = rawLayout;
  else if (isLegacyTabs || Array.isArray(config.tabs)) layout = 'tabs';
  else {
    layout = 'grid';
    if (rawLayout !== undefined && rawLayout !== null) {
      problems.push({
        path: 'config.layout',
        message: `Unknown container layout ${JSON.stringify(rawLayout)}; shown as a grid.`,
      });
    }
  }
  const cols =
    typeof config.cols === 'number' && Number.isInteger(config.cols) && config.cols > 0 ? config.cols : DEFAULT_CONTAINER_COLS;
  const direction = config.direction === 'horizontal' ? 'horizontal' : 'vertical';
  const children = layout === 'tabs' ? { widgets: [], paths: [] } : readWidgetList(config.widgets, 'config.widgets', problems);
  const model: ContainerModel = {
    layout,
    cols,
    direction,
    widgets: children.widgets,
    paths: children.paths,
    tabs: layout === 'tabs' ? readTabs(config.tabs, problems) : [],
    problems,
  };
  cache.set(widget, model);
  return model;
}

function readTabs(raw: unknown, problems: DashboardProblem[]): ContainerTab[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.push({ path: 'config.tabs', message: 'Expected an array of tabs.' });
    return [];
  }
  const tabs: ContainerTab[] = [];
  const ids = new Set<string>();
  raw.forEach((tab, index) => {
    const path = `config.tabs[${index}]`;
    if (!isRecord(tab)) {
      problems.push({ path, message: 'Expected a tab object.' });
      return;
    }
    let id = typeof tab.id === 'string' && tab.id ? tab.id : typeof tab.id === 'number' ? String(tab.id) : '';
    if (!id) {
      id = `tab-${index + 1}`;
      problems.push({ path: `${path}.id`, message: `Tab has no id; shown as "${id}".` });
    }
    if (ids.has(id)) {
      problems.push({ path: `${path}.id`, message: `Duplicate tab id "${id}"; only the first is shown.` });
      return;
    }
    ids.add(id);
    const title = typeof tab.title === 'string' && tab.title.trim() ? tab.title : `Tab ${index + 1}`;
    tabs.push({ id, title, ...readWidgetList(tab.widgets, `${path}.widgets`, problems) });
  });
  return tabs;
}

function readWidgetList(
  raw: unknown,
  path: string,
  problems: DashboardProblem[],
): { widgets: DashboardWidget[]; paths: string[] } {
  const widgets: DashboardWidget[] = [];
  const paths: string[] = [];
  if (raw === undefined || raw === null) return { widgets, paths };
  if (!Array.isArray(raw)) {
    problems.push({ path, message: 'Expected an array of widgets.' });
    return { widgets, paths };
  }
  raw.forEach((item, index) => {
    const itemPath = `${path}[${index}]`;
    const result = parseWidget(item, itemPath);
    problems.push(...result.problems);
    if (result.widget) {
      widgets.push(result.widget);
      paths.push(itemPath);
    }
  });
  return { widgets, paths };
}

export function isContainer(widget: DashboardWidget): boolean {
  return widget.type === 'CONTAINER' || widget.type === 'TABS_CONTAINER';
}

/** Problems of a container's children with paths made absolute. */
export function containerProblems(widget: DashboardWidget, widgetPath: string): DashboardProblem[] {
  return readContainer(widget).problems.map((problem) => ({ ...problem, path: joinPath(widgetPath, problem.path) }));
}
