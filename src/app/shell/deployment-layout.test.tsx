import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderPage } from '../../../test/support/render-app';
import { failRequestsTo } from '../../../test/support/fail-requests';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import BranchesPage from '@/features/branches/branches-page';
import { DeploymentLayout } from './deployment-layout';

let sandbox: InProcessSandbox;
beforeEach(() => {
  sandbox = startInProcessSandbox();
});
afterEach(() => sandbox.restore());

function renderLayout(deploymentId: string | number, key: string) {
  return renderPage(
    <Routes>
      <Route path="/deployments/:deploymentId/*" element={<DeploymentLayout />}>
        <Route index element={<p>Overview content</p>} />
      </Route>
    </Routes>,
    { url: `/deployments/${deploymentId}`, path: '/*', apiKey: key },
  );
}

describe('the deployment layout', () => {
  it('shows the deployment’s navigation and its page', async () => {
    renderLayout(sandbox.fixtures.deployments.primary, sandbox.fixtures.keys.admin);
    expect(await screen.findByText('Overview content')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Deployment' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Acme Analytics' })).toBeInTheDocument();
  });

  it('shows the not-authorized state for a key scoped to another deployment, without signing out', async () => {
    const { unauthorized } = renderLayout(sandbox.fixtures.deployments.secondary, sandbox.fixtures.keys.scoped);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`This key is not authorized for deployment ${sandbox.fixtures.deployments.secondary}.`);
    // It stands in for the page, so it is the page's heading.
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      `This key is not authorized for deployment ${sandbox.fixtures.deployments.secondary}.`,
    );
    expect(screen.queryByText('Overview content')).not.toBeInTheDocument();
    expect(unauthorized).toEqual([]);
  });

  it('shows a not-found state for a deployment that does not exist', async () => {
    renderLayout(999999, sandbox.fixtures.keys.admin);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });

  it('keeps the page when the record fails with a 5xx, saying so with Retry that recovers', async () => {
    const recover = failRequestsTo(`/api/v1/deployments/${sandbox.fixtures.deployments.primary}`);
    try {
      renderLayout(sandbox.fixtures.deployments.primary, sandbox.fixtures.keys.admin);
      const alert = await screen.findByRole('alert');
      // It says which part failed: the record, not the page below it (which has its own data).
      expect(within(alert).getByText(/^The deployment’s details could not be loaded: /)).toHaveTextContent(
        'The deployment’s details could not be loaded: The service failed (503)',
      );
      expect(within(alert).queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.getByText('Overview content')).toBeInTheDocument();
      recover();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(screen.getByText('Overview content')).toBeInTheDocument();
    } finally {
      recover();
    }
  });

  it('settles when every call fails: the record’s error with Retry above the page’s own, each asked for once a try', async () => {
    sandbox.restore();
    sandbox = startInProcessSandbox({ failRate: 1 });
    const deploymentId = sandbox.fixtures.deployments.primary;
    const asked = (path: string) =>
      sandbox.sandbox.requests.list().filter((entry) => !entry.fromTest && entry.path === path).length;
    const record = `/api/v1/deployments/${deploymentId}`;
    const branches = `/build/api/v1/deployments/${deploymentId}/branches`;
    renderPage(
      <Routes>
        <Route path="/deployments/:deploymentId/*" element={<DeploymentLayout />}>
          <Route path="branches" element={<BranchesPage />} />
        </Route>
      </Routes>,
      { url: `/deployments/${deploymentId}/branches`, path: '/*', apiKey: sandbox.fixtures.keys.admin },
    );
    // The page's own failure shows once its list was asked for and refused: by then a page that started the record
    // again on mounting would have put the layout back to loading.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [recordAlert, listAlert] = screen.getAllByRole('alert');
    expect(recordAlert).toHaveTextContent('The deployment’s details could not be loaded: The service failed (503)');
    expect(listAlert).toHaveTextContent('The service failed (503)');
    expect(screen.getByRole('heading', { name: 'Branches' })).toBeInTheDocument();
    expect(asked(record)).toBe(1);
    expect(asked(branches)).toBe(1);
    // The picker has no name to show and says so, rather than passing the id off as one.
    expect(screen.getByRole('combobox', { name: 'Deployment' })).toHaveDisplayValue(
      `Deployment ${deploymentId} (name not loaded)`,
    );

    // Retry asks for the record once more; while it is under way (held here) the page stays, its failure and all.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const inner = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
      if (url.pathname === record) await held;
      return inner(input, init);
    };
    try {
      await userEvent.setup().click(within(recordAlert!).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Loading deployment…')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Branches' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toBe(listAlert);
      release();
      await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
        'The deployment’s details could not be loaded: The service failed (503)',
      );
      expect(within(screen.getAllByRole('alert')[0]!).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.getAllByRole('alert')[1]).toBe(listAlert);
      expect(asked(record)).toBe(2);
      expect(asked(branches)).toBe(1);
    } finally {
      globalThis.fetch = inner;
    }
  });

  it('names the deployment in the picker from its record when the deployments list fails', async () => {
    const recover = failRequestsTo('/api/v1/deployments');
    try {
      renderLayout(sandbox.fixtures.deployments.primary, sandbox.fixtures.keys.admin);
      expect(await screen.findByText('Overview content')).toBeInTheDocument();
      expect(await screen.findByRole('option', { name: 'Acme Analytics' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Deployment' })).toHaveDisplayValue('Acme Analytics');
    } finally {
      recover();
    }
  });

  it('reports a 401 to the app so it can send the admin to sign-in', async () => {
    const { unauthorized } = renderLayout(sandbox.fixtures.deployments.primary, sandbox.fixtures.keys.expired);
    await screen.findByRole('alert');
    expect(unauthorized.length).toBeGreaterThan(0);
  });
});
