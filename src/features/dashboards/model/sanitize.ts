import type * as z from 'zod/mini';
import { formatIssuePath } from '@/api/errors';
import { breakpointNames, dashboardWidgetSchema, type DashboardWidget } from '@/api/schemas/dashboard';
import { isRecord } from '@/lib/is-record';
import { issueMessage } from './issue-message';
import { joinPath, type DashboardProblem } from './problem';

/** Enough rounds to strip every bad optional field of a realistic widget or config, small enough to stay cheap. */
const MAX_REPAIR_ROUNDS = 24;

/**
 * Parses `raw` with `schema`; where it fails, removes the offending value (or, when the value is already missing,
 * the smallest optional parent) and tries again, so that whatever is valid survives. Every issue becomes a problem.
 * `isFatal` says which paths cannot be removed (required fields): then the whole value is rejected.
 */
export function parseLeniently<T>(
  schema: z.ZodMiniType<T>,
  raw: unknown,
  basePath: string,
  isFatal: (path: PropertyKey[]) => boolean,
): { value: T | null; problems: DashboardProblem[] } {
  const problems: DashboardProblem[] = [];
  const seen = new Set<string>();
  let current: unknown = cloneBounded(raw, [], (path) =>
    problems.push({
      path: joinPath(basePath, formatIssuePath(path)),
      message: `Nested deeper than ${MAX_JSON_DEPTH} levels; this part is left out.`,
    }),
  );
  for (let round = 0; round < MAX_REPAIR_ROUNDS; round++) {
    const result = schema.safeParse(current);
    if (result.success) return { value: result.data, problems };
    let fatal = false;
    for (const issue of result.error.issues) {
      const path = [...issue.path];
      const text = formatIssuePath(path);
      const key = `${text}: ${issue.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        problems.push({ path: joinPath(basePath, text), message: issueMessage(issue.message) });
      }
      if (path.length === 0 || isFatal(path)) fatal = true;
    }
    if (fatal) return { value: null, problems };
    for (const issue of result.error.issues) current = removeAt(current, [...issue.path]);
  }
  return { value: null, problems };
}

/** Removes the value at `path`; if nothing is there, removes the parent instead (a required member was missing). */
function removeAt(root: unknown, path: PropertyKey[]): unknown {
  if (path.length === 0) return root;
  const parentPath = path.slice(0, -1);
  const parent = getAt(root, parentPath);
  const last = path[path.length - 1];
  if (Array.isArray(parent) && typeof last === 'number') {
    // Removing from the middle of an array would shift later paths; drop the whole array instead (all optional).
    return removeAt(root, parentPath);
  }
  if (isRecord(parent) && typeof last === 'string' && parent[last] !== undefined) {
    delete parent[last];
    return root;
  }
  return removeAt(root, parentPath);
}

function getAt(root: unknown, path: PropertyKey[]): unknown {
  let node = root;
  for (const part of path) {
    if (Array.isArray(node) && typeof part === 'number') node = node[part];
    else if (isRecord(node) && typeof part === 'string') node = node[part];
    else return undefined;
  }
  return node;
}

/**
 * Far deeper than any real dashboard (a container nested 32 levels is about 130), shallow enough that walking it
 * never exhausts the stack: pasted JSON nested 20,000 levels deep becomes a problem, not a crash.
 */
const MAX_JSON_DEPTH = 256;

/**
 * JSON values only (what a dashboard config is); a cheap deep copy so repairs never touch the caller's object.
 * A value deeper than MAX_JSON_DEPTH is left out of the copy and reported at its path.
 */
function cloneBounded(value: unknown, path: PropertyKey[], onTooDeep: (path: PropertyKey[]) => void): unknown {
  if (!Array.isArray(value) && !isRecord(value)) return value;
  if (path.length >= MAX_JSON_DEPTH) {
    onTooDeep([...path]);
    return undefined;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      path.push(index);
      const copy = cloneBounded(item, path, onTooDeep);
      path.pop();
      return copy;
    });
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    path.push(key);
    const copy = cloneBounded(item, path, onTooDeep);
    path.pop();
    if (copy !== undefined) out[key] = copy;
  }
  return out;
}

const requiredWidgetFields = new Set<PropertyKey>(['id', 'type', 'position']);

/** The fields the spec's DashboardWidget and its position define; `config` and `style` are free-form. */
const widgetFields = new Set(['id', 'type', 'position', 'responsiveLayouts', 'config', 'style']);
const positionFields = new Set(['x', 'y', 'w', 'h']);
const layoutFields = new Set<string>(breakpointNames);

const NOT_IN_SPEC = 'Not a field the spec defines for a widget; ignored.';

/**
 * Fields of a raw widget (and of its position and per-breakpoint positions) that the spec does not define: the
 * widget is still drawn, but a misspelt `colour` or a field from another tool does nothing, and the admin is told so.
 */
function undefinedWidgetFields(raw: unknown, path: string): DashboardProblem[] {
  if (!isRecord(raw)) return [];
  const problems: DashboardProblem[] = [];
  const check = (value: unknown, known: ReadonlySet<string>, at: string) => {
    if (!isRecord(value)) return;
    for (const key of Object.keys(value)) {
      if (!known.has(key)) problems.push({ path: joinPath(at, formatIssuePath([key])), message: NOT_IN_SPEC });
    }
  };
  check(raw, widgetFields, path);
  check(raw.position, positionFields, joinPath(path, 'position'));
  check(raw.responsiveLayouts, layoutFields, joinPath(path, 'responsiveLayouts'));
  if (isRecord(raw.responsiveLayouts)) {
    for (const name of breakpointNames) {
      check(raw.responsiveLayouts[name], positionFields, joinPath(path, `responsiveLayouts.${name}`));
    }
  }
  return problems;
}

/**
 * One widget: `id`, `type` and `position` are needed to place it; bad optional parts are dropped, and fields the
 * spec does not define are named (kept, but they change nothing).
 */
export function parseWidget(raw: unknown, path: string): { widget: DashboardWidget | null; problems: DashboardProblem[] } {
  const { value, problems } = parseLeniently(dashboardWidgetSchema, raw, path, (issuePath) =>
    requiredWidgetFields.has(issuePath[0] ?? ''),
  );
  problems.push(...undefinedWidgetFields(raw, path));
  if (!value) {
    problems.push({ path, message: 'This widget cannot be placed and is not shown.', widgetLeftOut: true });
  }
  return { widget: value, problems };
}
