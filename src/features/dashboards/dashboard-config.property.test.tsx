import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { DashboardView } from './components/dashboard-view';
import { dashboardLayoutWarnings } from './layout/layout-warnings';
import { parseDashboardInput } from './model/parse-dashboard-input';
import { renderWithRouter } from './test-utils';

/**
 * Property tests: random DashboardConfigs, valid and broken, never escape an error boundary and every broken part is
 * reported: a validation problem naming its JSON path, or a layout warning naming the widget.
 */

const knownTypes = ['TEXT', 'CHART', 'FILTER', 'TIME_GRAIN', 'FIELD', 'PARENT', 'AI', 'SPACER', 'DIVIDER', 'CONTAINER'];

const position = fc.record({
  x: fc.integer({ min: 0, max: 11 }),
  y: fc.integer({ min: 0, max: 40 }),
  w: fc.integer({ min: 1, max: 6 }),
  h: fc.integer({ min: 1, max: 8 }),
});

const widget = (id: string) =>
  fc.record({
    id: fc.constant(id),
    type: fc.constantFrom(...knownTypes),
    position,
    config: fc.record({ title: fc.string({ maxLength: 30 }), content: fc.string({ maxLength: 40 }) }, { requiredKeys: [] }),
  });

const validConfig = fc
  .uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), { minLength: 0, maxLength: 12 })
  .chain((ids) => fc.tuple(...ids.map(widget)))
  .chain((widgets) =>
    fc.record({
      title: fc.string({ maxLength: 40 }),
      widgets: fc.constant(widgets as unknown[]),
      layout: fc.option(
        fc.record({ rowHeight: fc.integer({ min: 10, max: 200 }), margin: fc.constant([10, 10]) }, { requiredKeys: [] }),
        { nil: undefined },
      ),
    }),
  );

/** Nests `depth` objects (or arrays), built in a loop: the input a hostile author could paste. */
function deeplyNested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { next: value };
  return value;
}

type Widget = Record<string, unknown> & { id?: unknown; position?: Record<string, unknown> };

/** One way to break a widget, and what must then be reported about it. */
interface Fault {
  name: string;
  /** `untouched` hands out a widget no other fault will break (and reserves it). */
  apply: (widget: Widget, untouched: () => Widget | undefined) => void;
  /** `problem`: a validation problem at this path below the widget ('' = the widget itself); `warning`: a layout warning of this kind for the widget id. */
  expect: { problem: string } | { warning: string } | { shown: string };
}

const faults: Fault[] = [
  { name: 'w is a string', apply: (w) => void (w.position!.w = 'wide'), expect: { problem: '.position.w' } },
  { name: 'x is not an integer', apply: (w) => void (w.position!.x = 1.5), expect: { problem: '.position.x' } },
  { name: 'h is null', apply: (w) => void (w.position!.h = null), expect: { problem: '.position.h' } },
  { name: 'no position', apply: (w) => void delete w.position, expect: { problem: '.position' } },
  { name: 'id is a number', apply: (w) => void (w.id = 7), expect: { problem: '.id' } },
  { name: 'type is an object', apply: (w) => void (w.type = { evil: true }), expect: { problem: '.type' } },
  { name: 'config is an array', apply: (w) => void (w.config = [1, 2]), expect: { problem: '.config' } },
  { name: 'negative width', apply: (w) => void (w.position!.w = -4), expect: { warning: 'size' } },
  { name: 'zero height', apply: (w) => void (w.position!.h = 0), expect: { warning: 'size' } },
  { name: 'huge x', apply: (w) => void (w.position!.x = 1e15), expect: { warning: 'overflow' } },
  { name: 'huge width', apply: (w) => void (w.position!.w = 2 ** 40), expect: { warning: 'overflow' } },
  {
    name: 'duplicate id',
    apply: (w, untouched) => {
      const other = untouched();
      if (other) w.id = other.id;
    },
    expect: { warning: 'duplicate' },
  },
  { name: 'unknown type', apply: (w) => void (w.type = 'HOLOGRAM'), expect: { shown: 'Unsupported widget type: HOLOGRAM' } },
  {
    name: 'deeply nested config',
    apply: (w) => void (w.config = { title: 'Deep', nested: deeplyNested(20_000, false) }),
    expect: { problem: '.config.nested.next' },
  },
];

const brokenConfig = validConfig.chain((config) =>
  fc
    .tuple(
      fc.constant(config),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(...faults)), { minLength: 1, maxLength: 3 }),
      fc.constantFrom<unknown>(undefined, 'not an array', 42, [{ rowHeight: 1 }], deeplyNested(20_000, true)),
    )
    .map(([base, picks, rootFault]) => ({ base, picks, rootFault })),
);

/** Renders the preview's dashboard at an explicit width; returns what escaped the dashboard's own boundaries. */
function renderDashboard(json: unknown) {
  const parsed = parseDashboardInput(json);
  const escaped: unknown[] = [];
  if (parsed.config) {
    renderWithRouter(
      <ErrorBoundary
        fallback={(error) => {
          escaped.push(error);
          return <p>escaped</p>;
        }}
      >
        <DashboardView config={parsed.config} reportSnapshots={parsed.reportSnapshots} width={1280} />
      </ErrorBoundary>,
    );
  }
  return { parsed, escaped };
}

describe('DashboardConfig properties', () => {
  it('a valid config renders every widget with no problem and nothing escaping', () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        const { parsed, escaped } = renderDashboard(config);
        try {
          expect(parsed.problems).toEqual([]);
          expect(escaped).toEqual([]);
          for (const w of config.widgets as Widget[]) {
            expect(document.querySelector(`[data-widget-id="${String(w.id)}"]`)).not.toBeNull();
          }
        } finally {
          cleanup();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a broken config never escapes an error boundary and reports each broken part where it is', () => {
    fc.assert(
      fc.property(brokenConfig, ({ base, picks, rootFault }) => {
        const json = structuredClone(base) as { widgets: Widget[]; layout?: unknown };
        const expectations: { index: number; id: unknown; fault: Fault }[] = [];
        if (json.widgets.length > 0) {
          const used = new Set<number>();
          const untouched = () => {
            const index = json.widgets.findIndex((_, i) => !used.has(i));
            if (index < 0) return undefined;
            used.add(index);
            return json.widgets[index];
          };
          for (const [n, fault] of picks) {
            const index = n % json.widgets.length;
            if (used.has(index)) continue;
            used.add(index);
            const before = json.widgets[index]!.id;
            fault.apply(json.widgets[index]!, untouched);
            // A duplicate needs another widget to duplicate; with none left, nothing was broken.
            if (fault.name === 'duplicate id' && json.widgets[index]!.id === before) continue;
            expectations.push({ index, id: json.widgets[index]!.id, fault });
          }
        }
        // Some runs also break the root: the widget list itself, or the layout with a deep array.
        const rootBroken = rootFault !== undefined;
        if (typeof rootFault === 'string' || typeof rootFault === 'number') (json as Record<string, unknown>).widgets = rootFault;
        else if (rootFault !== undefined) json.layout = rootFault;

        const { parsed, escaped } = renderDashboard(json);
        try {
          expect(escaped).toEqual([]);
          for (const problem of parsed.problems) expect(problem.path).not.toBe('');
          if (typeof rootFault === 'string' || typeof rootFault === 'number') {
            expect(parsed.problems.map((p) => p.path)).toContain('widgets');
            return;
          }
          if (rootBroken) expect(parsed.problems.some((p) => p.path.startsWith('layout'))).toBe(true);
          const warnings = parsed.config ? dashboardLayoutWarnings(parsed.config, 'lg') : [];
          for (const { index, id, fault } of expectations) {
            const at = `widgets[${index}]`;
            if ('problem' in fault.expect) {
              const wanted = `${at}${fault.expect.problem}`;
              const paths = parsed.problems.map((p) => p.path);
              expect(
                paths.some((path) => path.startsWith(wanted)),
                `${fault.name}: a problem at ${wanted} among ${paths.join(', ').slice(0, 300)}`,
              ).toBe(true);
            } else if ('warning' in fault.expect) {
              const kind = fault.expect.warning;
              expect(
                warnings.some((w) => w.kind === kind && w.widgetId === id),
                `${fault.name}: a “${kind}” warning for ${String(id)}`,
              ).toBe(true);
            } else {
              expect(screen.getAllByText(fault.expect.shown, { exact: false }).length, fault.name).toBeGreaterThan(0);
            }
          }
        } finally {
          cleanup();
        }
      }),
      { numRuns: 30 },
    );
  });
});
