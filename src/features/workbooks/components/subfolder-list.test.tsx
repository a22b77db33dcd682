import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage } from '../../../../test/support/render-app';
import { SubfolderList } from './subfolder-list';

const folder = (id: number) => ({
  id,
  deploymentId: 7,
  name: `Region ${id}`,
  parentId: 3,
  position: id,
  type: 'FOLDER',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

/** A folder whose sub-folders span two pages, in the published shape (`{items, data, pageInfo}`). */
let queries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/v1/deployments/7/folders', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const second = query.get('after') === 'page-2';
    const items = second ? [folder(13)] : [folder(11), folder(12)];
    return HttpResponse.json({
      items,
      data: items,
      pageInfo: { hasNextPage: !second, hasPreviousPage: second, startCursor: null, endCursor: second ? null : 'page-2' },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queries = [];
});
afterAll(() => server.close());

describe('SubfolderList', () => {
  it('lists a folder level page by page with “More folders”, sending only parentId, first and after', async () => {
    const user = userEvent.setup();
    renderPage(<SubfolderList deploymentId="7" parentId={3} onOpen={() => undefined} />, {
      url: '/deployments/7/workbooks?folder=3',
      path: '/deployments/:deploymentId/workbooks',
      apiKey: 'test-key',
    });
    const list = await screen.findByRole('list', { name: 'Folders' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Folder: Region 11', 'Folder: Region 12']);
    await user.click(screen.getByRole('button', { name: 'More folders (2 shown)' }));
    await within(list).findByRole('button', { name: 'Folder: Region 13' });
    expect(screen.queryByRole('button', { name: /More folders/ })).not.toBeInTheDocument();
    expect(queries.map((q) => [...q.keys()].sort())).toEqual([
      ['first', 'parentId'],
      ['after', 'first', 'parentId'],
    ]);
  });
});
