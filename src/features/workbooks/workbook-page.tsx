import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
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
import { EditLayoutMode } from './components/edit-layout-mode';
import { EmbedAccessPanel } from './components/embed-access-panel';
import { PromoteDialog } from './components/promote-dialog';
import { PromotionHistory } from './components/promotion-history';
import { PublishDialog } from './components/publish-dialog';
import { snapshotsOf } from './model/clone-checklist';
import { configOf, missingText } from './model/dashboard-helpers';
import { draftAgainstPublished } from './model/draft-review';
import { folderLabel, ownerLabel } from './model/list-view';
import './workbooks.css';
import './publishing.css';

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
  const editing = useEnumParam('mode', ['view', 'edit-layout'] as const, 'view') === 'edit-layout' && !shared;
  const [dialog, setDialog] = useState<'clone' | 'compare' | 'publish' | 'promote' | null>(null);
  const review = useMemo(
    () => (comparing && workbook.data ? draftAgainstPublished(workbook.data) : null),
    [comparing, workbook.data],
  );

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
            {shared ? null : (
              <>
                <Button
                  aria-pressed={editing}
                  onClick={() => updateParams({ mode: editing ? null : 'edit-layout', compare: null }, { replace: false })}
                >
                  Edit layout
                </Button>
                <Button onClick={() => setDialog('publish')}>Publish…</Button>
                <Button onClick={() => setDialog('promote')}>Promote…</Button>
              </>
            )}
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
          <dt>Published version</dt>
          <dd>{wb.publishedDashboard ? `Version ${wb.publishedDashboard.versionNumber}` : 'Not published'}</dd>
        </div>
        <div>
          <dt>Favourite</dt>
          <dd>{wb.isFavorite == null ? '—' : wb.isFavorite ? '★ Yes' : 'No'}</dd>
        </div>
      </dl>
      {editing ? (
        <EditLayoutMode
          deploymentId={deploymentId}
          workbook={wb}
          onLeave={() => updateParams({ mode: null }, { replace: false })}
        />
      ) : review ? (
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
      {shared || editing ? null : (
        <div className="wb-panels">
          <EmbedAccessPanel deploymentId={deploymentId} workbook={wb} />
          <PromotionHistory deploymentId={deploymentId} workbookId={String(wb.id)} />
        </div>
      )}
      {dialog === 'publish' ? (
        <PublishDialog
          deploymentId={deploymentId}
          workbook={wb}
          open
          onOpenChange={(open) => setDialog(open ? 'publish' : null)}
        />
      ) : null}
      {dialog === 'promote' ? (
        <PromoteDialog
          deploymentId={deploymentId}
          workbook={wb}
          open
          onOpenChange={(open) => setDialog(open ? 'promote' : null)}
        />
      ) : null}
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
