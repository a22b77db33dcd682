import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage } from '../../../../test/support/render-app';
import { CloneButton } from './clone-button';
import { CloneDialog } from './clone-dialog';

const source = { id: 41, name: 'Quarterly revenue review', folderId: 5, folderPath: [{ id: 5, name: 'Finance' }] };
const cloneBody = {
  id: 99,
  deploymentId: 7,
  name: 'Copy of Quarterly revenue review',
  meta: {},
  calculatedFields: {},
  type: 'WORKBOOK',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  folderId: 5,
};

let cloneRequests: unknown[] = [];
let folderRecord: Record<string, unknown> = { id: 5, name: 'Finance' };
let answer: () => Response | Promise<Response> = () => HttpResponse.json(cloneBody);

const server = setupServer(
  http.get('*/api/v1/deployments/7/folders', () =>
    HttpResponse.json({ items: [folderRecord], pageInfo: { hasNextPage: false } }),
  ),
  http.post('*/api/v1/deployments/7/workbooks/:id/duplicate', async ({ request }) => {
    cloneRequests.push(await request.json().catch(() => null));
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cloneRequests = [];
  folderRecord = { id: 5, name: 'Finance' };
  answer = () => HttpResponse.json(cloneBody);
});
afterAll(() => server.close());

function Harness({ shared = false, workbook = source }: { shared?: boolean; workbook?: typeof source }) {
  const [open, setOpen] = useState(true);
  return <CloneDialog deploymentId="7" workbook={workbook} shared={shared} open={open} onOpenChange={setOpen} />;
}

/** A row's Clone button that opens the dialog, as the workbooks list has it. */
function OpenerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CloneButton
        deploymentId="7"
        workbook={source}
        shared={false}
        label="Clone Quarterly revenue review"
        reason="described"
        onClone={() => setOpen(true)}
      />
      {open ? <CloneDialog deploymentId="7" workbook={source} shared={false} open onOpenChange={setOpen} /> : null}
    </>
  );
}

function renderDialog(props: { shared?: boolean; workbook?: typeof source } = {}) {
  return renderPage(<Harness {...props} />, {
    url: '/deployments/7/workbooks',
    path: '/deployments/:deploymentId/workbooks',
    apiKey: 'test-key',
    extraRoutes: [{ path: '/deployments/:deploymentId/workbooks/:cloneId/compare/:sourceId', element: <p>Review page</p> }],
  });
}

describe('CloneDialog', () => {
  it('says what will happen: the new name, sharing, view history and embedding', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Clone “Quarterly revenue review”' });
    expect(dialog).toHaveTextContent('Copy of Quarterly revenue review');
    expect(dialog).toHaveTextContent('Sharing (user and group access) and per-user view history.');
    expect(dialog).toHaveTextContent('Starts off on the clone, even when the source allows it.');
    // Its description adds to its title rather than repeating it (a screen reader reads both).
    expect(dialog).toHaveAccessibleDescription('Makes a new workbook from this one; this workbook itself is not changed.');
  });

  it('says the service decides the folder when the folder record does not tell the key’s access', async () => {
    renderDialog();
    await waitFor(() => expect(screen.getByTestId('clone-placement')).toHaveTextContent('The service decides'));
    expect(screen.getByTestId('clone-placement')).toHaveTextContent(
      'In “Finance” if your key can edit that folder, otherwise at the workspace root.',
    );
  });

  it('names the folder when the key can edit it, and the root when it can only read it', async () => {
    folderRecord = { id: 5, name: 'Finance', access: 'edit' };
    const first = renderDialog();
    await waitFor(() =>
      expect(screen.getByTestId('clone-placement')).toHaveTextContent("In “Finance”, the source's folder: your key can edit it"),
    );
    first.unmount();
    folderRecord = { id: 5, name: 'Finance', access: 'read' };
    renderDialog();
    await waitFor(() =>
      expect(screen.getByTestId('clone-placement')).toHaveTextContent('At the workspace root: your key can only read “Finance”'),
    );
  });

  it('says a root workbook stays at the root, and a shared one is built from its published dashboard and lands at the root', () => {
    const first = renderDialog({ workbook: { ...source, folderId: null as unknown as number, folderPath: [] } });
    expect(screen.getByTestId('clone-placement')).toHaveTextContent('At the workspace root, where the source is.');
    first.unmount();
    renderDialog({ shared: true });
    expect(screen.getByTestId('clone-placement')).toHaveTextContent('a clone from the shared workspace is always placed there');
    expect(screen.getByRole('dialog')).toHaveTextContent('The published dashboard of this shared workbook');
  });

  it('sends exactly one request on a double click, then opens the review page with a toast', async () => {
    let release: () => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json(cloneBody))));
    const user = userEvent.setup();
    renderDialog();
    const button = screen.getByRole('button', { name: 'Clone' });
    await user.dblClick(button);
    await waitFor(() => expect(cloneRequests).toHaveLength(1));
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByText('Review page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/deployments/7/workbooks/99/compare/41');
    expect(await screen.findByText('Workbook cloned')).toBeInTheDocument();
    expect(cloneRequests).toEqual([{}]);
  });

  it('sends one request when Enter is pressed twice', async () => {
    let release: () => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json(cloneBody))));
    const user = userEvent.setup();
    renderDialog();
    screen.getByRole('button', { name: 'Clone' }).focus();
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(cloneRequests).toHaveLength(1));
    release();
    expect(await screen.findByText('Review page')).toBeInTheDocument();
    expect(cloneRequests).toHaveLength(1);
  });

  it('sends shared: true for a shared-workspace item', async () => {
    const user = userEvent.setup();
    renderDialog({ shared: true });
    await user.click(screen.getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Review page')).toBeInTheDocument();
    expect(cloneRequests).toEqual([{ shared: true }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/deployments/7/workbooks/99/compare/41?source=shared');
  });

  const failures: { name: string; shared?: boolean; status: number; error: string; title: string }[] = [
    {
      name: 'the plan limit',
      status: 400,
      error: 'Workbook limit of the plan reached',
      title: "The plan's workbook limit is reached",
    },
    {
      name: 'a shared clone without a published dashboard',
      shared: true,
      status: 400,
      error: 'The workbook has no published dashboard',
      title: 'This shared workbook has no published dashboard',
    },
    {
      name: 'a missing role',
      status: 403,
      error: 'Requires the AI BI User role',
      title: 'Your key is not allowed to clone this workbook',
    },
    {
      name: 'a session outside creator mode',
      shared: true,
      status: 403,
      error: 'Creator mode required',
      title: 'Only creator-mode sessions can clone from the shared workspace',
    },
    { name: 'a missing workbook', status: 404, error: 'Workbook not found', title: 'The workbook is not there' },
  ];
  for (const failure of failures) {
    it(`keeps the dialog open with a clear message for ${failure.name}`, async () => {
      answer = () => HttpResponse.json({ error: failure.error }, { status: failure.status });
      const user = userEvent.setup();
      renderDialog({ shared: failure.shared });
      await user.click(screen.getByRole('button', { name: 'Clone' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(failure.title);
      expect(alert).toHaveTextContent(`The service said: “${failure.error}”.`);
      expect(screen.getByRole('dialog')).toHaveTextContent('Copy of Quarterly revenue review');
      expect(screen.getByTestId('location')).toHaveTextContent('/deployments/7/workbooks');
      // A 403 is remembered: sending again would only be refused again, so Clone is off and the notice says why.
      if (failure.status === 403) {
        expect(screen.getByRole('button', { name: 'Clone' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Clone' })).toHaveAccessibleDescription(expect.stringContaining(failure.error));
      } else {
        expect(screen.getByRole('button', { name: 'Clone' })).toBeEnabled();
      }
    });
  }

  it('after a refusal, Escape returns focus beside the now disabled opener, to the reason, not to the page body', async () => {
    answer = () => HttpResponse.json({ error: 'Cloning a workbook needs the AI BI User role or higher' }, { status: 403 });
    const user = userEvent.setup();
    renderPage(<OpenerHarness />, {
      url: '/deployments/7/workbooks',
      path: '/deployments/:deploymentId/workbooks',
      apiKey: 'test-key',
    });
    await user.click(screen.getByRole('button', { name: 'Clone Quarterly revenue review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone “Quarterly revenue review”' });
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your key is not allowed to clone this workbook');
    expect(alert).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Clone' })).toBeDisabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const opener = screen.getByRole('button', { name: 'Clone Quarterly revenue review' });
    expect(opener).toBeDisabled();
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(opener);
    expect(document.activeElement).toHaveTextContent(
      'Clone is not available to this key: Cloning a workbook needs the AI BI User role or higher',
    );
    expect(cloneRequests).toHaveLength(1);
  });

  it('offers Retry after a network error and clones on the second try', async () => {
    answer = () => HttpResponse.error();
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Clone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    answer = () => HttpResponse.json(cloneBody);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Review page')).toBeInTheDocument();
    expect(cloneRequests).toHaveLength(2);
  });
});
