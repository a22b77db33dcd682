import { Link, useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { deploymentSettingsQuery, useDeployments } from '@/api/deployments';
import type { Deployment } from '@/api/schemas/deployment';
import { DateTime } from '@/components/ui/date-time';
import { OffsetPagination } from '@/components/ui/offset-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useUpdateSearchParams } from '@/lib/url-state';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-size';
import { creationStepWords } from './lib/creation-step';
import { deploymentListPage } from './lib/list-page';

/**
 * The settings (version, region) of the listed deployments that are already in the cache, e.g. because their
 * overview was opened. Never fetched from here: the list must not make one request per row.
 */
function useCachedSettings(items: Deployment[]) {
  return useQueries({
    queries: items.map((deployment) => ({ ...deploymentSettingsQuery(deployment.id), enabled: false })),
  }).map((query) => query.data ?? null);
}

export default function DeploymentsPage() {
  const [searchParams] = useSearchParams();
  const { offset, limit } = deploymentListPage(searchParams);
  const update = useUpdateSearchParams();
  const list = useDeployments({ offset, limit });
  const items = list.data?.items ?? [];
  const settings = useCachedSettings(items);

  // A column shows only when the service gave something for it: the spec's list has `created_at`, the published
  // one `deploymentUrl` and `creationStep`; version and region come from settings already loaded.
  const has = {
    url: items.some((d) => d.deploymentUrl),
    step: items.some((d) => d.creationStep),
    created: items.some((d) => d.created_at ?? d.createdAt),
    version: settings.some((s) => s?.releaseChannelVersion),
    region: settings.some((s) => s?.region),
  };
  const settingsMissing = settings.some((s) => s === null);

  return (
    <>
      <PageHeader title="Deployments" documentTitle="Deployments" description="Deployments this key may see." />
      {list.isPending ? (
        <LoadingState label="Loading deployments…" />
      ) : list.isError ? (
        <ErrorState error={list.error} what="the deployments" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={offset > 0 ? 'No deployments on this page.' : 'No deployments.'}>
          {offset > 0 ? <Link to="?">Go to the first page</Link> : 'This key cannot see any deployment of the account.'}
        </EmptyState>
      ) : (
        <>
          <table className="table" aria-busy={list.isFetching || undefined}>
            <caption className="visually-hidden">Deployments</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">ID</th>
                {has.url ? <th scope="col">URL</th> : null}
                {has.step ? <th scope="col">Setup step</th> : null}
                {has.version ? <th scope="col">Version</th> : null}
                {has.region ? <th scope="col">Region</th> : null}
                {has.created ? <th scope="col">Created</th> : null}
              </tr>
            </thead>
            <tbody>
              {items.map((deployment, index) => {
                const loaded = settings[index];
                return (
                  <tr key={deployment.id}>
                    <td>
                      <Link to={`/deployments/${encodeURIComponent(deployment.id)}`}>{deployment.name}</Link>
                    </td>
                    <td>
                      <code>{deployment.id}</code>
                    </td>
                    {has.url ? (
                      <td>{deployment.deploymentUrl ? <code>{deployment.deploymentUrl}</code> : <NotGiven />}</td>
                    ) : null}
                    {has.step ? (
                      <td>{deployment.creationStep ? creationStepWords(deployment.creationStep) : <NotGiven />}</td>
                    ) : null}
                    {has.version ? <td>{loaded?.releaseChannelVersion ?? <NotLoaded />}</td> : null}
                    {has.region ? <td>{loaded?.region ?? <NotLoaded />}</td> : null}
                    {has.created ? (
                      <td>
                        <DateTime value={deployment.created_at ?? deployment.createdAt} />
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {settingsMissing ? (
            <p className="muted">
              The deployments list does not carry version and region; they show here for deployments whose overview has been
              opened.
            </p>
          ) : null}
          <OffsetPagination
            label="Deployments pages"
            offset={offset}
            limit={limit}
            total={list.data.total}
            pageCount={items.length}
            onChange={(next) =>
              update({ offset: next.offset || null, limit: next.limit === DEFAULT_PAGE_SIZE ? null : next.limit })
            }
          />
        </>
      )}
    </>
  );
}

function NotGiven() {
  return <span className="muted">not given</span>;
}

function NotLoaded() {
  return <span className="muted">not loaded</span>;
}
