import { Link } from 'react-router-dom';
import { useDeployments } from '@/api/deployments';
import { DateTime } from '@/components/ui/date-time';
import { OffsetPagination } from '@/components/ui/offset-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useIntParam, useUpdateSearchParams } from '@/lib/url-state';

export const DEFAULT_LIMIT = 20;

export default function DeploymentsPage() {
  const offset = useIntParam('offset', 0);
  const limit = useIntParam('limit', DEFAULT_LIMIT, { min: 1, max: 1000 });
  const update = useUpdateSearchParams();
  const list = useDeployments({ offset, limit });

  return (
    <>
      <PageHeader title="Deployments" documentTitle="Deployments" description="Deployments this key may see." />
      {list.isPending ? (
        <LoadingState label="Loading deployments…" />
      ) : list.isError ? (
        <ErrorState error={list.error} what="the deployments" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
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
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((deployment) => (
                <tr key={deployment.id}>
                  <td>
                    <Link to={`/deployments/${encodeURIComponent(deployment.id)}`}>{deployment.name}</Link>
                  </td>
                  <td>
                    <code>{deployment.id}</code>
                  </td>
                  <td>
                    <DateTime value={deployment.created_at ?? deployment.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <OffsetPagination
            label="Deployments pages"
            offset={offset}
            limit={limit}
            total={list.data.total}
            pageCount={list.data.items.length}
            onChange={(next) => update({ offset: next.offset || null, limit: next.limit === DEFAULT_LIMIT ? null : next.limit })}
          />
        </>
      )}
    </>
  );
}
