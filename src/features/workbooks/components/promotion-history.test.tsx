import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { failRequestsTo } from '../../../../test/support/fail-requests';
import { startInProcessSandbox, type InProcessSandbox } from '../../../../test/support/in-process-sandbox';
import { renderPage } from '../../../../test/support/render-app';
import { DIALECTS, type Dialect } from '../../../../server/sandbox/dialects/dialect.ts';
import { PromotionHistory } from './promotion-history';

/** Set by each dialect's describe block before its tests run. */
let dialect: Dialect = 'spec';

let sb: InProcessSandbox;
beforeEach(() => {
  sb = startInProcessSandbox({ dialect });
});
afterEach(() => {
  // The console sent nothing the published document leaves out (reference dialect).
  const refused = sb.sandbox.requests.list().filter((entry) => entry.refused !== null);
  sb.restore();
  expect(refused).toEqual([]);
});

/** Promotes a workbook of the primary deployment to the secondary one, as the promote dialog does; the new copy's id. */
async function promote(workbookId: number): Promise<number> {
  const { primary, secondary } = sb.fixtures.deployments;
  const key = sb.fixtures.keys.admin;
  const path = `/api/v1/deployments/${primary}/workbooks/${workbookId}`;
  const preview = (await (
    await sb.request(`${path}/promotion-previews`, { key, method: 'POST', body: { targetDeploymentId: secondary } })
  ).json()) as { sourceHash: string; destinationHash: string | null };
  const response = await sb.request(`${path}/promotions`, {
    key,
    method: 'POST',
    body: {
      targetDeploymentId: secondary,
      expectedSourceHash: preview.sourceHash,
      expectedDestinationHash: preview.destinationHash ?? null,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(response.status).toBe(200);
  const promotion = (await response.json()) as { target: { workbookId: number } };
  return promotion.target.workbookId;
}

function renderHistory(deploymentId: number, workbookId: number) {
  return renderPage(<PromotionHistory deploymentId={String(deploymentId)} workbookId={String(workbookId)} />, {
    url: '/',
    path: '/',
    apiKey: sb.fixtures.keys.admin,
  });
}

describe.each(DIALECTS)('the promotions panel (%s dialect)', (d) => {
  beforeAll(() => {
    dialect = d;
  });

  it('names the deployments a workbook went to and came from, not their ids', async () => {
    const { primary, secondary } = sb.fixtures.deployments;
    const source = sb.fixtures.workbooks.inReadOnlyFolder;
    const copy = await promote(source);
    const { unmount } = renderHistory(primary, source);
    const promotedTo = await screen.findByRole('list', { name: 'Promoted to' });
    expect(await within(promotedTo).findByText('Acme Staging Lab')).toBeInTheDocument();
    expect(within(promotedTo).getByRole('listitem')).toHaveTextContent(/^Board pack \(Acme Staging Lab\)$/);
    const table = screen.getByRole('table', { name: /Promotions of this workbook/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Board pack \(Acme Staging Lab\)/);
    expect(screen.queryByText(/deployment \d/)).not.toBeInTheDocument();
    unmount();

    renderHistory(secondary, copy);
    expect(await screen.findByText('Acme Analytics')).toBeInTheDocument();
    expect(screen.getByText('Came from').nextElementSibling).toHaveTextContent(/^Board pack \(Acme Analytics\)$/);
  });
});

describe('the promotions panel without the deployments list', () => {
  it('names a deployment by its id when the list could not be read', async () => {
    const { primary } = sb.fixtures.deployments;
    const source = sb.fixtures.workbooks.inReadOnlyFolder;
    await promote(source);
    const recover = failRequestsTo('/api/v1/deployments');
    try {
      renderHistory(primary, source);
      const promotedTo = await screen.findByRole('list', { name: 'Promoted to' });
      expect(within(promotedTo).getByRole('listitem')).toHaveTextContent(
        `Board pack (deployment ${sb.fixtures.deployments.secondary})`,
      );
    } finally {
      recover();
    }
  });
});
