import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useDeployment } from '@/api/deployments';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useEnumParam, useUpdateSearchParams } from '@/lib/url-state';
import { useDashboardViewParams } from '@/features/dashboards';
import { useWorkbook } from './api/get-workbook';
import { CloneDialog } from './components/clone-dialog';
import { CompareWithDialog } from './components/compare-with-dialog';
import { DashboardPane } from './components/dashboard-pane';
import { DifferenceList } from './components/difference-list';
import { SideBySide } from './components/side-by-side';
import { SnapshotList } from './components/snapshot-list';
import { useVersionParam, VersionSwitch } from './components/version-switch';
import { snapshotsOf } from './model/clone-checklist';
import { configOf, missingText } from './model/dashboard-helpers';
import { diffDashboards, highlightsFor } from './model/widget-diff';
import { folderLabel, ownerLabel } from './model/list-view';
import './workbooks.css';

/** `/deployments/:id/workbooks/:workbookId`: the workbook's facts, its dashboard preview and its report snapshots. */
export default function WorkbookPage() {
  const { deploymentId = '', workbookId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const workbook = useWorkbook(deploymentId, workbookId);
  const shared = useEnumParam('workspace', ['own', 'shared'] as const, 'own') === 'shared';
  const [version] = useVersionParam();
  const view = useDashboardViewParams();
  const comparing = useEnumParam('compare', ['published', 'off'] as const, 'off') === 'published';
  const updateParams = useUpdateSearchParams();
  const [dialog, setDialog] = useState<'clone' | 'compare' | null>(null);
  const review = useMemo(() => {
    if (!comparing || !workbook.data) return null;
    const published = configOf(workbook.data, 'published');
    const draft = configOf(workbook.data, 'draft');
    const snapshots = snapshotsOf(workbook.data);
    const differences = diffDashboards(
      { config: published, reportSnapshots: snapshots },
      { config: draft, reportSnapshots: snapshots },
      { first: 'published dashboard', second: 'draft' },
    );
    return {
      published,
      draft,
      differences,
      publishedHighlights: highlightsFor(differences, 'first'),
      draftHighlights: highlightsFor(differences, 'second'),
    };
  }, [comparing, workbook.data]);

  if (workbook.isPending) return <LoadingState label="Loading workbook…" />;
  if (workbook.isError) {
    return (
      <>
        <PageHeader title={`Workbook ${workbookId}`} documentTitle={`Workbook ${workbookId}`} />
        <ErrorState
          error={workbook.error}
          what="the workbook"
          deploymentName={deployment.data?.name ?? deploymentId}
          onRetry={() => void workbook.refetch()}
        />
      </>
    );
  }
  const wb = workbook.data;
  const config = configOf(wb, version);
  const owner = ownerLabel(wb);
  const compareButton = (
    <Button
      className="wb-toggle"
      aria-pressed={comparing}
      onClick={() => updateParams({ compare: comparing ? null : 'published' }, { replace: true })}
    >
      Compare with published
    </Button>
  );

  return (
    <>
      <PageHeader
        title={wb.name}
        documentTitle={`${wb.name} · Workbooks`}
        description={shared ? 'In the shared workspace.' : undefined}
        actions={
          <>
            <Button variant="primary" onClick={() => setDialog('clone')}>
              Clone
            </Button>
            <Button onClick={() => setDialog('compare')}>Compare with…</Button>
          </>
        }
      />
      <dl className="facts wb-meta">
        <div>
          <dt>Owner</dt>
          <dd>{wb.user ? `${owner} (${wb.user.email})` : owner}</dd>
        </div>
        <div>
          <dt>Folder</dt>
          <dd>{folderLabel(wb)}</dd>
        </div>
        <div>
          <dt>Slug</dt>
          <dd className="mono">{wb.slug ?? '—'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <DateTime value={wb.createdAt} />
          </dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <DateTime value={wb.updatedAt} />
          </dd>
        </div>
        <div>
          <dt>Favourite</dt>
          <dd>{wb.isFavorite == null ? '—' : wb.isFavorite ? '★ Yes' : 'No'}</dd>
        </div>
      </dl>
      {review ? (
        <>
          <SideBySide
            leading={compareButton}
            left={{
              title: 'Published',
              regionLabel: 'Published dashboard',
              label: `${wb.name}: published dashboard`,
              config: review.published,
              snapshots: snapshotsOf(wb),
              missing: missingText('published'),
              highlights: review.publishedHighlights,
            }}
            right={{
              title: 'Draft',
              regionLabel: 'Draft dashboard',
              label: `${wb.name}: draft dashboard`,
              config: review.draft,
              snapshots: snapshotsOf(wb),
              missing: missingText('draft'),
              highlights: review.draftHighlights,
            }}
          />
          <DifferenceList differences={review.differences} heading="Differences between the published dashboard and the draft" />
        </>
      ) : (
        <div className="wb-preview">
          <section aria-label={`${version === 'draft' ? 'Draft' : 'Published'} dashboard`}>
            <DashboardPane
              config={config}
              snapshots={snapshotsOf(wb)}
              missing={missingText(version)}
              view={view}
              label={`${wb.name}: ${version} dashboard`}
              leading={
                <>
                  <VersionSwitch />
                  {compareButton}
                </>
              }
            />
          </section>
          <aside>
            <SnapshotList snapshots={snapshotsOf(wb)} />
          </aside>
        </div>
      )}
      {dialog === 'clone' ? (
        <CloneDialog
          deploymentId={deploymentId}
          workbook={wb}
          shared={shared}
          open
          onOpenChange={(open) => setDialog(open ? 'clone' : null)}
        />
      ) : null}
      {dialog === 'compare' ? (
        <CompareWithDialog
          deploymentId={deploymentId}
          workbook={wb}
          open
          onOpenChange={(open) => setDialog(open ? 'compare' : null)}
        />
      ) : null}
    </>
  );
}
