import { Link, useParams, useSearchParams } from 'react-router';
import { useDeployment, useDeploymentSettings } from '@/api/deployments';
import { CursorPagination } from '@/components/ui/cursor-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { useStringParam, useUpdateSearchParams } from '@/lib/url-state';
import { useBranches } from './api/list-branches';
import { useStagingToggles } from './api/use-staging-toggles';
import { BranchesTable } from './components/branches-table';
import { branchListParams } from './lib/list-params';
import './branches.css';
import { titleName } from '@/lib/names';

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
  const [searchParams] = useSearchParams();
  const params = branchListParams(searchParams);
  const { after } = params;
  const trail = readTrail(useStringParam('trail'));
  const update = useUpdateSearchParams();
  const list = useBranches(deploymentId, params);
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
        documentTitle={`Branches · ${titleName(deploymentName)}`}
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
      <QueryState
        query={list}
        what="the branches"
        pendingLabel="Loading branches…"
        deploymentName={deploymentName}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title={after ? 'No branches on this page.' : 'No branches.'}>
            {after ? <Link to="?">Go to the first page</Link> : null}
          </EmptyState>
        }
      >
        {(data) => (
          // The production branch's name is in the settings; the table waits for them so it never offers its switch.
          <QueryState
            query={settings}
            what="the deployment settings"
            pendingLabel="Loading branches…"
            deploymentName={deploymentName}
          >
            {(deploymentSettings) => (
              <>
                <BranchesTable
                  deploymentId={deploymentId}
                  branches={data.items}
                  busy={list.isFetching}
                  productionBranch={deploymentSettings.deployBranchName ?? null}
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
                  onNext={() =>
                    update({ after: pageInfo?.endCursor ?? null, trail: writeTrail(after ? [...trail, after] : trail) })
                  }
                />
              </>
            )}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}
