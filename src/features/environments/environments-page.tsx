import { Link, useParams, useSearchParams } from 'react-router';
import { useRefusal } from '@/api/permissions';
import { useDeployment } from '@/api/deployments';
import { OffsetPagination } from '@/components/ui/offset-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { useStringParam, useUpdateSearchParams } from '@/lib/url-state';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-size';
import { useEnvironments } from './api/list-environments';
import { EnvironmentsTable } from './components/environments-table';
import { MetaTokenDialog } from './components/meta-token-dialog';
import { TypeFilter } from './components/type-filter';
import { environmentListParams, type TypeFilterValue } from './lib/list-params';
import './environments.css';
import { titleName } from '@/lib/names';

function EmptyEnvironments({ type, offset }: { type: TypeFilterValue; offset: number }) {
  if (offset > 0) {
    return (
      <EmptyState title="No environments on this page.">
        <Link to={type === 'all' ? '?' : `?type=${type}`}>Go to the first page</Link>
      </EmptyState>
    );
  }
  if (type === 'staging') {
    return (
      <EmptyState title="No staging environments.">
        Enable one on the{' '}
        <Link to="../branches" relative="path">
          Branches page
        </Link>
        .
      </EmptyState>
    );
  }
  return <EmptyState title={type === 'all' ? 'No environments.' : `No ${type} environments.`} />;
}

export default function EnvironmentsPage() {
  const { deploymentId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const [searchParams] = useSearchParams();
  const params = environmentListParams(searchParams);
  const { offset, limit } = params;
  const type = params.type ?? 'all';
  const update = useUpdateSearchParams();
  const list = useEnvironments(deploymentId, params);
  // The open token dialog is in the URL (`?token=<environment id>`); the token it creates never is.
  const tokenParam = useStringParam('token');
  const tokenFor = (tokenParam && list.data?.items.find((environment) => environment.id === tokenParam)) || null;
  const deploymentName = deployment.data?.name ?? deploymentId;
  const total = list.data?.total ?? null;
  const tokenRefusal = useRefusal(deploymentId, 'meta-token');

  return (
    <>
      <PageHeader
        title="Environments"
        documentTitle={`Environments · ${titleName(deploymentName)}`}
        description="Where this deployment's data API and SQL API answer, per environment. Metadata tokens are created per environment."
      />
      <div className="env-toolbar">
        {/* A new filter starts at the first page: the old offset means nothing in another list. */}
        <TypeFilter value={type} onChange={(next) => update({ type: next === 'all' ? null : next, offset: null })} />
        {list.data && total !== null ? (
          <span className="muted" role="status">
            {total === 1 ? '1 environment' : `${total} environments`}
          </span>
        ) : null}
      </div>
      <QueryState
        query={list}
        what="the environments"
        pendingLabel="Loading environments…"
        deploymentName={deploymentName}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyEnvironments type={type} offset={offset} />}
      >
        {(data) => (
          <>
            {tokenRefusal ? (
              <p id="token-refused" className="notice">
                Metadata tokens are not available to this key on this deployment: {tokenRefusal}
              </p>
            ) : null}
            <EnvironmentsTable
              environments={data.items}
              busy={list.isFetching}
              onCreateToken={(environment) => update({ token: environment.id })}
              tokenRefusalNoteId={tokenRefusal ? 'token-refused' : null}
            />
            <OffsetPagination
              label="Environments pages"
              offset={offset}
              limit={limit}
              total={total}
              pageCount={data.items.length}
              onChange={(next) =>
                update({ offset: next.offset || null, limit: next.limit === DEFAULT_PAGE_SIZE ? null : next.limit })
              }
            />
          </>
        )}
      </QueryState>
      <MetaTokenDialog
        deploymentId={deploymentId}
        environment={tokenFor}
        onClose={() => update({ token: null }, { replace: true })}
      />
    </>
  );
}
