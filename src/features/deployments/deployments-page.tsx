import { useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeployments } from '@/api/deployments';
import type { Deployment } from '@/api/schemas/deployment';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { OffsetPagination } from '@/components/ui/offset-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-size';
import { useFilterShortcut } from '@/lib/use-filter-shortcut';
import { useStringParam, useUpdateSearchParams } from '@/lib/url-state';
import { DeploymentSettingsCells } from './components/deployment-settings-cells';
import { creationStepWords } from './lib/creation-step';
import { deploymentListPage } from './lib/list-page';
import { NameText } from '@/components/ui/name-text';
import './deployments.css';

function matchesName(deployment: Deployment, query: string): boolean {
  return deployment.name.toLocaleLowerCase().includes(query.toLocaleLowerCase());
}

export default function DeploymentsPage() {
  const [searchParams] = useSearchParams();
  const { offset, limit } = deploymentListPage(searchParams);
  const query = useStringParam('q').trim();
  const update = useUpdateSearchParams();
  const list = useDeployments({ offset, limit });
  const filterId = useId();
  const filter = useRef<HTMLInputElement>(null);
  useFilterShortcut(() => filter.current);

  return (
    <>
      <PageHeader title="Deployments" documentTitle="Deployments" description="Deployments this key may see." />
      <div className="deployments-toolbar">
        <label htmlFor={filterId}>Filter by name</label>{' '}
        <input
          ref={filter}
          id={filterId}
          type="search"
          value={useStringParam('q')}
          autoComplete="off"
          // Typing replaces the entry: Back leaves the page instead of stepping through every letter.
          onChange={(event) => update({ q: event.target.value }, { replace: true })}
        />
      </div>
      <QueryState
        query={list}
        what="the deployments"
        pendingLabel="Loading deployments…"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title={offset > 0 ? 'No deployments on this page.' : 'No deployments.'}>
            {offset > 0 ? <Link to="?">Go to the first page</Link> : 'This key cannot see any deployment of the account.'}
          </EmptyState>
        }
      >
        {(data) => {
          const items = query ? data.items.filter((d) => matchesName(d, query)) : data.items;
          // The spec's list has `created_at`, the published one does not: no column of blanks for it.
          const hasCreated = data.items.some((d) => d.created_at ?? d.createdAt);
          return (
            <>
              {query ? (
                <p className="muted" role="status">
                  {items.length === 1 ? '1 deployment' : `${items.length} deployments`} of {data.items.length} on this page match
                  “{query}”. The service filters no names, so other pages are filtered as you open them.
                </p>
              ) : null}
              {items.length === 0 ? (
                <EmptyState title={`No deployment on this page matches “${query}”.`}>
                  <Button variant="ghost" size="sm" onClick={() => update({ q: null })}>
                    Clear the filter
                  </Button>
                </EmptyState>
              ) : (
                <table className="table table-cards" aria-busy={list.isFetching || undefined}>
                  <caption className="visually-hidden">Deployments</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">URL</th>
                      <th scope="col">Setup step</th>
                      <th scope="col">Release</th>
                      <th scope="col">Region</th>
                      {hasCreated ? <th scope="col">Created</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((deployment) => (
                      <tr key={deployment.id}>
                        <th scope="row">
                          <Link to={`/deployments/${encodeURIComponent(deployment.id)}`}>
                            <NameText value={deployment.name} />
                          </Link>
                        </th>
                        <td data-label="URL">
                          {deployment.deploymentUrl ? <code>{deployment.deploymentUrl}</code> : <NotGiven />}
                        </td>
                        <td data-label="Setup step">
                          {deployment.creationStep ? creationStepWords(deployment.creationStep) : <NotGiven />}
                        </td>
                        <DeploymentSettingsCells deployment={deployment} />
                        {hasCreated ? (
                          <td data-label="Created">
                            <DateTime value={deployment.created_at ?? deployment.createdAt} />
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <OffsetPagination
                label="Deployments pages"
                offset={offset}
                limit={limit}
                total={data.total}
                pageCount={data.items.length}
                onChange={(next) =>
                  update({ offset: next.offset || null, limit: next.limit === DEFAULT_PAGE_SIZE ? null : next.limit })
                }
              />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

function NotGiven() {
  return <span className="muted">not given</span>;
}
