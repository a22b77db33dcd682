import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import { renderPage } from '../../../test/support/render-app';
import ComparePage from './compare-page';
import WorkbookPage from './workbook-page';
import { DIALECTS, type Dialect } from '../../../server/sandbox/dialects/dialect.ts';
import { sandboxDatabase } from '../../../server/sandbox/create-sandbox.ts';

/** Set by each dialect's describe block before its tests run. */
let dialect: Dialect = 'spec';

let sb: InProcessSandbox;
beforeEach(() => {
  sb = startInProcessSandbox({ dialect });
});
afterEach(() => {
  // Whatever the test did, the console sent nothing the published document leaves out (reference dialect).
  const refused = sb.sandbox.requests.list().filter((entry) => entry.refused !== null);
  sb.restore();
  expect(refused).toEqual([]);
});

async function cloneThrough(workbookId: number, key: string, body: unknown = {}): Promise<{ id: number; name: string }> {
  const response = await sb.request(`/api/v1/deployments/${sb.fixtures.deployments.primary}/workbooks/${workbookId}/duplicate`, {
    key,
    method: 'POST',
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; name: string };
}

/** A landmark's name as a screen reader gives it: its `aria-label`, or the text of what `aria-labelledby` names. */
function accessibleName(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  return element.getAttribute('aria-label') ?? (labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '');
}

function check(name: RegExp) {
  return screen.getByRole('listitem', { name });
}

describe.each(DIALECTS)('Compare page (%s dialect)', (d) => {
  beforeAll(() => {
    dialect = d;
  });
  it('reviews a fresh clone beside its source: every check passes and nothing differs', async () => {
    const source = sb.fixtures.workbooks.inEditableFolder;
    const clone = await cloneThrough(source, sb.fixtures.keys.admin);
    renderPage(<ComparePage />, {
      url: `/deployments/${sb.fixtures.deployments.primary}/workbooks/${clone.id}/compare/${source}`,
      path: '/deployments/:deploymentId/workbooks/:cloneId/compare/:sourceId',
      apiKey: sb.fixtures.keys.admin,
    });
    expect(await screen.findByRole('heading', { name: `Review “${clone.name}”` })).toBeInTheDocument();
    expect(screen.getByText('No check failed.')).toBeInTheDocument();
    expect(check(/^Named “Copy of <source name>”: Pass$/)).toBeInTheDocument();
    expect(check(/^Has its own reports: Pass$/)).toBeInTheDocument();
    expect(check(/^Same widgets.*: Pass$/)).toBeInTheDocument();
    expect(check(/^Embedding is off: Pass$/)).toHaveTextContent('it is on for the source');
    expect(check(/^Placement: Pass$/)).toHaveTextContent('Finance');
    expect(check(/^Owned by the signed-in user: Not checked$/)).toHaveTextContent('does not say who the signed-in user is');
    expect(screen.getByText('No widget was added, removed, moved, resized or changed.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Source dashboard, published' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clone dashboard, published' })).toBeInTheDocument();
    // Each landmark has a name of its own, so a list of them tells the panes apart (axe: landmark-unique): the pane's
    // heading names no landmark that the dashboard inside it is already named like, and a table shown in both is no
    // landmark at all.
    const regionNames = screen.getAllByRole('region').map(accessibleName);
    expect(regionNames.filter((name, index) => regionNames.indexOf(name) !== index)).toEqual([]);
    expect(regionNames.filter((name) => name.startsWith('Table: '))).toEqual([]);
  });

  it('compares any two workbooks: the draft switch drives both sides and the differences are listed', async () => {
    const user = userEvent.setup();
    const { inEditableFolder, inReadOnlyFolder } = sb.fixtures.workbooks;
    renderPage(<ComparePage />, {
      url: `/deployments/${sb.fixtures.deployments.primary}/workbooks/${inReadOnlyFolder}/compare/${inEditableFolder}`,
      path: '/deployments/:deploymentId/workbooks/:cloneId/compare/:sourceId',
      apiKey: sb.fixtures.keys.admin,
    });
    await screen.findByRole('heading', { name: /^Review/ });
    expect(check(/^Named “Copy of <source name>”: Fail$/)).toHaveTextContent(
      'Expected “Copy of Quarterly revenue review”, found “Board pack”.',
    );
    const differences = screen.getByRole('list', { name: 'Differences' });
    expect(within(differences).getAllByText('Removed').length).toBeGreaterThan(0);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Dashboard version' })).getByRole('radio', { name: 'Draft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('version=draft'));
    expect(screen.getByRole('heading', { name: 'Differences in the draft dashboards' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Source dashboard, draft' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clone dashboard, draft' })).toBeInTheDocument();
  });
});

describe.each(DIALECTS)('Workbook page (%s dialect)', (d) => {
  beforeAll(() => {
    dialect = d;
  });
  it('shows the header facts, the report snapshots and the Published/Draft switch in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<WorkbookPage />, {
      url: `/deployments/${sb.fixtures.deployments.primary}/workbooks/${sb.fixtures.workbooks.inEditableFolder}`,
      path: '/deployments/:deploymentId/workbooks/:workbookId',
      apiKey: sb.fixtures.keys.admin,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quarterly revenue review' })).toBeInTheDocument();
    // The widgets' titles (level 3) sit under a level-2 heading, so the outline skips no level (axe: heading-order).
    const published = screen.getByRole('region', { name: 'Published dashboard' });
    expect((await within(published).findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
    expect(within(published).getAllByRole('heading')[0]).toBe(
      within(published).getByRole('heading', { level: 2, name: 'Published dashboard' }),
    );
    // The header's facts, read as term and value: the dashboard's own tables may hold the same words ("Finance").
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Slug')).toHaveTextContent(/^quarterly-revenue-review$/);
    expect(fact('Folder')).toHaveTextContent(/^Finance$/);
    const snapshots = screen.getByRole('heading', { name: 'Report snapshots' }).closest('section') as HTMLElement;
    expect(within(snapshots).getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(within(snapshots).getByText('sankey')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('version=draft'));
    expect(screen.getByRole('region', { name: 'Draft dashboard' })).toBeInTheDocument();
  });

  it('opens a workbook never published on its draft, and keeps a pick of Published in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<WorkbookPage />, {
      url: `/deployments/${sb.fixtures.deployments.primary}/workbooks/${sb.fixtures.workbooks.sharedUnpublished}?workspace=shared`,
      path: '/deployments/:deploymentId/workbooks/:workbookId',
      apiKey: sb.fixtures.keys.admin,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing ideas (shared, draft only)' })).toBeInTheDocument();
    expect(screen.getByText('Published version', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^Not published$/);
    expect(screen.getByRole('radio', { name: 'Draft' })).toBeChecked();
    const draft = screen.getByRole('region', { name: 'Draft dashboard' });
    expect((await within(draft).findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
    expect(screen.getByTestId('location')).not.toHaveTextContent('version=');
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('version=published'));
    expect(
      within(screen.getByRole('region', { name: 'Published dashboard' })).getByText('No published dashboard.'),
    ).toBeInTheDocument();
  });

  it('titles the tab with the workbook’s name as it reads on the page: no bidi control, none added', async () => {
    // A right-to-left override makes "Lab \u202Egnp.exe" read "Lab exe.png"; the title holds neither it nor isolates.
    const { inEditableFolder } = sb.fixtures.workbooks;
    sandboxDatabase(sb.sandbox).prepare('UPDATE workbooks SET name = ? WHERE id = ?').run('Lab \u202Egnp.exe', inEditableFolder);
    renderPage(<WorkbookPage />, {
      url: `/deployments/${sb.fixtures.deployments.primary}/workbooks/${inEditableFolder}`,
      path: '/deployments/:deploymentId/workbooks/:workbookId',
      apiKey: sb.fixtures.keys.admin,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab gnp.exe' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lab gnp.exe · Workbooks · Switchboard'));
  });

  it('compares the draft with what is published on the same page, kept in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<WorkbookPage />, {
      url: `/deployments/${sb.fixtures.deployments.primary}/workbooks/${sb.fixtures.workbooks.inEditableFolder}`,
      path: '/deployments/:deploymentId/workbooks/:workbookId',
      apiKey: sb.fixtures.keys.admin,
    });
    await screen.findByRole('heading', { level: 1, name: 'Quarterly revenue review' });
    const toggle = screen.getByRole('button', { name: 'Compare with published' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('compare=published'));
    expect(screen.getByRole('button', { name: 'Compare with published' })).toHaveAttribute('aria-pressed', 'true');
    const published = screen.getByRole('region', { name: 'Published dashboard' });
    const draft = screen.getByRole('region', { name: 'Draft dashboard' });
    // One set of controls for both panes, one scale for both.
    expect(screen.getAllByRole('radiogroup', { name: 'Breakpoint' })).toHaveLength(1);
    expect(screen.getAllByRole('radiogroup', { name: 'Zoom' })).toHaveLength(1);
    expect(published).toHaveAttribute('data-scale', draft.getAttribute('data-scale'));
    // The seeded draft adds a note and swaps the KPI and the notes: listed, and highlighted where they are.
    // Each is named as its card is titled (the untitled note by its type), never by its id.
    const list = screen.getByRole('list', { name: 'Differences' });
    const row = (id: string) => list.querySelector(`li[data-widget-id="${id}"]`);
    expect(row('w-draft-note')).toHaveTextContent(/^Added: Text — Only in the draft\.$/);
    expect(row('w-kpi')).toHaveTextContent(/^Moved: ARR — /);
    expect(list).not.toHaveTextContent(/w-kpi|w-draft-note/);
    expect(within(draft).getByRole('group', { name: /\(added\)$/ })).toHaveAttribute('data-widget-id', 'w-draft-note');
    expect(within(published).queryByRole('group', { name: /\(added\)$/ })).not.toBeInTheDocument();
    expect(within(published).getByRole('group', { name: 'ARR (moved)' })).toBeInTheDocument();
    expect(within(draft).getByRole('group', { name: 'ARR (moved)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Compare with published' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('compare='));
    expect(screen.queryByRole('list', { name: 'Differences' })).not.toBeInTheDocument();
  });

  it('opens "Compare with…" and goes to the review of this workbook against the one picked', async () => {
    const user = userEvent.setup();
    const { inEditableFolder, atRoot } = sb.fixtures.workbooks;
    renderPage(<WorkbookPage />, {
      url: `/deployments/${sb.fixtures.deployments.primary}/workbooks/${atRoot}`,
      path: '/deployments/:deploymentId/workbooks/:workbookId',
      apiKey: sb.fixtures.keys.admin,
      extraRoutes: [{ path: '/deployments/:deploymentId/workbooks/:cloneId/compare/:sourceId', element: <p>Review page</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Compare with…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Quarterly revenue review' }));
    expect(await screen.findByText('Review page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/workbooks/${atRoot}/compare/${inEditableFolder}`);
  });
});
