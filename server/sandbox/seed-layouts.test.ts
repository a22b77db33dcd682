import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';

type Box = { x: number; y: number; w: number; h: number };
type Widget = { id: string; type: string; position: Box; responsiveLayouts?: Record<string, Box | null> | null };
type Config = {
  layout?: { cols?: Record<string, number | null> | null } | null;
  widgets?: Widget[] | null;
};
type Workbook = { name: string; publishedDashboard: { config: Config } | null; dashboardDraft: Config | null };

// react-grid-layout's default columns, where a config gives none.
const DEFAULT_COLS: Record<string, number> = { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 };
const BREAKPOINTS = ['lg', 'md', 'sm', 'xs', 'xxs'];

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const sharesColumns = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w;

/** What is wrong with a breakpoint's saved layout, in words: overflow, overlap, or a widget that could move up. */
function problems(boxes: [string, Box][], cols: number): string[] {
  const found: string[] = [];
  for (const [id, box] of boxes) {
    if (box.x < 0 || box.x + box.w > cols) found.push(`${id} overflows ${cols} columns`);
    const others = boxes.filter(([other]) => other !== id);
    for (const [other, otherBox] of others) if (id < other && overlaps(box, otherBox)) found.push(`${id} overlaps ${other}`);
    const restsOn = box.y === 0 || others.some(([, o]) => sharesColumns(box, o) && o.y + o.h === box.y);
    if (!restsOn) found.push(`${id} floats at row ${box.y} (an empty band above it)`);
  }
  return found;
}

function layoutProblems(config: Config): Record<string, string[]> {
  const widgets = config.widgets ?? [];
  const out: Record<string, string[]> = {};
  for (const bp of BREAKPOINTS) {
    const cols = config.layout?.cols?.[bp] ?? DEFAULT_COLS[bp]!;
    const boxes = widgets.map((w): [string, Box | null] => [
      w.id,
      w.responsiveLayouts?.[bp] ?? (bp === 'lg' ? w.position : null),
    ]);
    if (boxes.some(([, box]) => box === null)) {
      out[bp] = ['not every widget has a saved layout here'];
      continue;
    }
    out[bp] = problems(boxes as [string, Box][], cols);
  }
  return out;
}

let t: TestSandbox;
let dep: string;
beforeEach(() => {
  t = testSandbox();
  dep = `/api/v1/deployments/${t.fx.deployments.primary}`;
});
afterEach(() => t.sb.close());

describe('seeded dashboard layouts', () => {
  it('are saved the way the builder saves them: every breakpoint laid out, compact, nothing overlapping or overflowing', async () => {
    const clean = Object.fromEntries(BREAKPOINTS.map((bp) => [bp, []]));
    for (const id of [t.fx.workbooks.inEditableFolder, t.fx.workbooks.inReadOnlyFolder, t.fx.workbooks.atRoot]) {
      const wb = await t.json<Workbook>(t.get(`${dep}/workbooks/${id}`));
      expect(layoutProblems(wb.publishedDashboard!.config), `${wb.name} (published)`).toEqual(clean);
    }
  });

  it('keep the finance draft different: the KPI and the notes swapped at every breakpoint, one widget added at the end', async () => {
    const wb = await t.json<Workbook>(t.get(`${dep}/workbooks/${t.fx.workbooks.inEditableFolder}`));
    const published = wb.publishedDashboard!.config.widgets!;
    const draft = wb.dashboardDraft!.widgets!;
    const find = (ws: Widget[], id: string) => ws.find((w) => w.id === id)!;
    for (const bp of BREAKPOINTS) {
      expect(find(draft, 'w-kpi').responsiveLayouts?.[bp]).toEqual(find(published, 'w-notes').responsiveLayouts?.[bp]);
      expect(find(draft, 'w-notes').responsiveLayouts?.[bp]).not.toEqual(find(published, 'w-notes').responsiveLayouts?.[bp]);
    }
    expect(draft.map((w) => w.id)).toEqual([...published.map((w) => w.id), 'w-draft-note']);
    const bottom = Math.max(...published.map((w) => w.position.y + w.position.h));
    expect(find(draft, 'w-draft-note').position).toEqual({ x: 0, y: bottom, w: 12, h: 3 });
  });

  it('include one layout written through the API, with an empty band, an overlap and an overflow at lg', async () => {
    const wb = await t.json<Workbook>(t.get(`${dep}/workbooks/${t.fx.workbooks.apiWrittenLayout}`));
    expect(wb.name).toBe('Support metrics (layout written through the API)');
    const lg = layoutProblems(wb.publishedDashboard!.config).lg;
    expect(lg).toEqual(
      expect.arrayContaining([
        'p-sla overflows 12 columns',
        'p-backlog overlaps p-tickets',
        'p-tickets floats at row 4 (an empty band above it)',
        'p-footnote floats at row 22 (an empty band above it)',
      ]),
    );
  });
});
