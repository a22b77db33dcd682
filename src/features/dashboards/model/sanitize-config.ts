import { healWidgets } from '@/api/normalize/heal-widgets';
import { dashboardConfigSchema, type DashboardConfig, type DashboardWidget } from '@/api/schemas/dashboard';
import { containerProblems, isContainer } from './container-model';
import { isRecord } from '@/lib/is-record';
import { joinPath, type DashboardProblem } from './problem';
import { parseLeniently, parseWidget } from './sanitize';
import { rememberSourcePath, walkWidgets } from './walk-widgets';

/**
 * Validates a raw DashboardConfig keeping everything that can render: each widget is read on its own (a bad widget
 * never hides the others), bad optional settings are dropped, and every problem is reported with its JSON path.
 */
export function sanitizeConfig(raw: unknown, basePath = ''): { config: DashboardConfig | null; problems: DashboardProblem[] } {
  if (!isRecord(raw)) {
    return { config: null, problems: [{ path: basePath || '(root)', message: 'Expected a dashboard config object.' }] };
  }
  const problems: DashboardProblem[] = [];
  const { widgets: rawWidgets, ...rest } = raw;
  const widgets: DashboardWidget[] = [];
  if (Array.isArray(rawWidgets)) {
    healWidgets(rawWidgets).forEach((item, index) => {
      const result = parseWidget(item, joinPath(basePath, `widgets[${index}]`));
      problems.push(...result.problems);
      if (result.widget) {
        // Widgets dropped before it shift its place in `config.widgets`; paths keep naming the input's own index.
        rememberSourcePath(result.widget, `widgets[${index}]`);
        widgets.push(result.widget);
      }
    });
  } else if (rawWidgets !== undefined && rawWidgets !== null) {
    problems.push({ path: joinPath(basePath, 'widgets'), message: 'Expected an array of widgets.' });
  }
  const settings = parseLeniently(dashboardConfigSchema, rest, basePath, () => false);
  problems.push(...settings.problems);
  const config: DashboardConfig = { ...(settings.value ?? {}), widgets };
  problems.push(...nestedProblems(config, basePath));
  return { config, problems };
}

/** Problems inside containers (children that cannot be read), found at any depth. */
export function nestedProblems(config: DashboardConfig, basePath = ''): DashboardProblem[] {
  const problems: DashboardProblem[] = [];
  walkWidgets(config, ({ widget, path }) => {
    if (isContainer(widget)) problems.push(...containerProblems(widget, joinPath(basePath, path)));
  });
  return problems;
}
