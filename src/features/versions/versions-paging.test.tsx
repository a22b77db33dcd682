import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage } from '../../../test/support/render-app';
import VersionsPage from './versions-page';

const version = (v: string, channel: 'latest' | 'release', extra: { head?: boolean; current?: boolean } = {}) => ({
  releaseChannelVersion: `cubejs/cube:v${v}`,
  version: v,
  releaseChannel: channel,
  isLatestInChannel: extra.head ?? false,
  isCurrent: extra.current ?? false,
});

/** The published shape pages the versions list (`{items, pageInfo}`, next page with `after`). */
let versionQueries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/v1/deployments/7', () =>
    HttpResponse.json({ id: 7, name: 'Paged', deploymentUrl: 'https://paged.example', creationStep: 'ready' }),
  ),
  http.get('*/api/v1/deployments/7/settings', () =>
    HttpResponse.json({ id: 7, name: 'Paged', releaseChannel: 'latest', releaseChannelVersion: '1.3.22' }),
  ),
  http.get('*/api/v1/deployments/7/versions', ({ request }) => {
    const query = new URL(request.url).searchParams;
    versionQueries.push(query);
    return query.get('after') === 'v2'
      ? HttpResponse.json({
          items: [version('1.2.30', 'release', { head: true })],
          pageInfo: { hasNextPage: false, hasPreviousPage: true },
        })
      : HttpResponse.json({
          items: [version('1.3.24', 'latest', { head: true }), version('1.3.22', 'latest', { current: true })],
          pageInfo: { hasNextPage: true, hasPreviousPage: false, endCursor: 'v2' },
        });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  versionQueries = [];
});
afterAll(() => server.close());

describe('the versions page on a paged versions list', () => {
  it('reads every page, so both channels and the current version show', async () => {
    renderPage(<VersionsPage />, { url: '/deployments/7/versions', path: '/deployments/:deploymentId/versions', apiKey: 'k' });
    const table = await screen.findByRole('table', { name: 'Available versions' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1.3.24', '1.3.22', '1.2.30']);
    expect(screen.getByRole('button', { name: 'Follow the release channel' })).toBeInTheDocument();
    // The first request has no query (the spec's list takes none); the next one only the cursor.
    expect(versionQueries.map((q) => q.toString())).toEqual(['', 'after=v2']);
  });
});
