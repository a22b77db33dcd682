import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage } from '../../../test/support/render-app';
import EnvironmentsPage from './environments-page';

/**
 * Real accounts answer in the public reference's shape (public-api-notes.md): `{items, data (flat), pageInfo}`,
 * integer ids, and `api_credentials` as an array of `{type, url?, host?, port?, database?}`.
 * The sandbox only speaks the spec's shape, so this one is served by MSW.
 */
const server = setupServer(
  http.get('*/api/v1/deployments/7', () =>
    HttpResponse.json({ id: 7, name: 'Reference deployment', deploymentUrl: 'https://ref.example' }),
  ),
  http.get('*/api/v1/deployments/7/environments', () => {
    const items = [
      {
        id: 'env-prod',
        name: 'production',
        type: 'production',
        api_credentials: { rest: { url: 'https://ref.example/cubejs-api/v1' }, sql: { host: 'ref.sql.example', port: 5432 } },
      },
      {
        id: 'env-stage',
        name: 'feature-x',
        type: 'staging',
        branch: 'feature-x',
        api_credentials: [
          { type: 'rest', version: 1, url: 'https://ref.example/dev-mode/feature-x/cubejs-api/v1' },
          { type: 'sql', version: 1, host: 'feature-x.ref.sql.example', port: 15432, database: 'db' },
        ],
      },
    ];
    return HttpResponse.json({ items, data: items, pageInfo: { hasNextPage: false, hasPreviousPage: false } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('environments in both credential shapes', () => {
  it('shows the spec shape and the public reference shape the same way', async () => {
    renderPage(<EnvironmentsPage />, {
      url: '/deployments/7/environments',
      path: '/deployments/:deploymentId/environments',
      apiKey: 'sbx_test_key_123456',
    });
    const spec = (await screen.findByRole('rowheader', { name: /^production/ })).closest('tr') as HTMLElement;
    const reference = screen.getByRole('rowheader', { name: /^feature-x/ }).closest('tr') as HTMLElement;

    expect(within(spec).getByText('https://ref.example/cubejs-api/v1')).toBeInTheDocument();
    expect(within(spec).getByText('ref.sql.example:5432')).toBeInTheDocument();
    expect(within(reference).getByText('https://ref.example/dev-mode/feature-x/cubejs-api/v1')).toBeInTheDocument();
    expect(within(reference).getByText('feature-x.ref.sql.example:15432')).toBeInTheDocument();
    expect(within(reference).getByRole('button', { name: 'Copy REST URL of feature-x' })).toBeInTheDocument();
    expect(within(reference).getByRole('button', { name: 'Copy SQL host and port of feature-x' })).toBeInTheDocument();
    expect(within(reference).getByText('staging', { selector: '.badge' })).toBeInTheDocument();
  });
});
