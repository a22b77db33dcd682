import { Link, useParams } from 'react-router';
import { useDeployment, useDeploymentSettings } from '@/api/deployments';
import { CursorPagination } from '@/components/ui/cursor-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useIntParam, useStringParam, useUpdateSearchParams } from '@/lib/url-state';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-size';
import { useBranches } from './api/list-branches';
import { useStagingToggles } from './api/use-staging-toggles';
import { BranchesTable } from './components/branches-table';
import './branches.css';

/** The cursors of earlier pages, kept in the URL (`trail`) so Previous works after a reload and Back works too. */
function readTrail(raw: string): string[] {
  return raw ? raw.split(',').map((part) => decodeURIComponent(part)) : [];
}
function writeTrail(trail: string[]): string | null {
  return trail.length ? trail.map((part) => encodeURIComponent(part)).join(',') : null;
}

export default function BranchesPage() {
  const { deploymentId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const settings = useDeploymentSettings(deploymentId);
  const first = useIntParam('first', DEFAULT_PAGE_SIZE, { min: 1, max: 500 });
  const after = useStringParam('after') || null;
  const trail = readTrail(useStringParam('trail'));
  const update = useUpdateSearchParams();
  const list = useBranches(deploymentId, { first, after });
  const staging = useStagingToggles(deploymentId);
  const deploymentName = deployment.data?.name ?? settings.data?.name ?? deploymentId;
  const deploymentUrl = settings.data?.deploymentUrl ?? deployment.data?.deploymentUrl ?? null;

  const pageInfo = list.data?.pageInfo ?? null;
  const hasPrevious = after !== null;
  const hasNext = Boolean(pageInfo?.hasNextPage && pageInfo.endCursor);

  return (
    <>
      <PageHeader
        title="Branches"
        documentTitle={`Branches · ${deploymentName}`}
        description={
          <>
            <p>
              Every shared branch has a <strong>staging environment</strong>: its own data API, active only while someone views
              the branch in the platform. Enable it here to keep it always active; enabled ones are listed as <code>staging</code>{' '}
              environments on the{' '}
              <Link to="../environments?type=staging" relative="path">
                Environments page
              </Link>
              . Personal development branches and the production branch cannot have one.
            </p>
          </>
        }
      />
      {list.isPending || settings.isPending ? (
        <LoadingState label="Loading branches…" />
      ) : list.isError ? (
        <ErrorState error={list.error} deploymentName={deploymentName} what="the branches" onRetry={() => void list.refetch()} />
      ) : settings.isError ? (
        <ErrorState
          error={settings.error}
          deploymentName={deploymentName}
          what="the deployment settings"
          onRetry={() => void settings.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={after ? 'No branches on this page.' : 'No branches.'}>
          {after ? <Link to="?">Go to the first page</Link> : null}
        </EmptyState>
      ) : (
        <>
          <BranchesTable
            branches={list.data.items}
            busy={list.isFetching}
            productionBranch={settings.data.deployBranchName ?? null}
            deploymentUrl={deploymentUrl}
            view={staging.view}
            onToggle={staging.toggle}
          />
          <CursorPagination
            label="Branches pages"
            hasPrevious={hasPrevious}
            hasNext={hasNext}
            // The trail holds the `after` of each earlier page except the first (which has none).
            onPrevious={() => update({ after: trail[trail.length - 1] ?? null, trail: writeTrail(trail.slice(0, -1)) })}
            onNext={() => update({ after: pageInfo?.endCursor ?? null, trail: writeTrail(after ? [...trail, after] : trail) })}
          />
        </>
      )}
    </>
  );
}
