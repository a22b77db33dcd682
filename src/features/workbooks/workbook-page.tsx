import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useDeployment } from '@/api/deployments';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useEnumParam, useUpdateSearchParams } from '@/lib/url-state';
import { useDashboardViewParams } from '@/features/dashboards';
import { useWorkbook } from './api/get-workbook';
import { CloneButton } from './components/clone-button';
import { CloneDialog } from './components/clone-dialog';
import { CompareWithDialog } from './components/compare-with-dialog';
import { DashboardPane } from './components/dashboard-pane';
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
import { NameText } from '@/components/ui/name-text';
import { titleName, plainName } from '@/lib/names';
import './publishing.css';

/** `/deployments/:id/workbooks/:workbookId`: the workbook's facts, its dashboard preview and its report snapshots. */
export default function WorkbookPage() {
  const { deploymentId = '', workbookId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const workbook = useWorkbook(deploymentId, workbookId);
  const shared = useEnumParam('workspace', ['own', 'shared'] as const, 'own') === 'shared';
  // A workbook never published opens on its draft: its Published view could only say there is none.
  const versionFallback = workbook.data && !workbook.data.publishedDashboard ? 'draft' : 'published';
  const [version] = useVersionParam(versionFallback);
  const view = useDashboardViewParams();
  const comparing = useEnumParam('compare', ['published', 'off'] as const, 'off') === 'published';
  const updateParams = useUpdateSearchParams();
  const editing = useEnumParam('mode', ['view', 'edit-layout'] as const, 'view') === 'edit-layout' && !shared;
  const [dialog, setDialog] = useState<'clone' | 'compare' | 'publish' | 'promote' | null>(null);
  const review = useMemo(
    () => (comparing && workbook.data ? draftAgainstPublished(workbook.data) : null),
    [comparing, workbook.data],
  );

  const wb = workbook.data;
  if (workbook.isError || wb === undefined) {
    return (
      <>
        {workbook.isError ? <PageHeader title={`Workbook ${workbookId}`} documentTitle={`Workbook ${workbookId}`} /> : null}
        <QueryState
          query={workbook}
          what="the workbook"
          pendingLabel="Loading workbook…"
          deploymentName={deployment.data?.name ?? deploymentId}
        />
      </>
    );
  }
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
        title={<NameText value={wb.name} />}
        documentTitle={`${titleName(wb.name)} · Workbooks`}
        description={shared ? 'In the shared workspace.' : undefined}
        actions={
          <>
            <CloneButton
              variant="primary"
              deploymentId={deploymentId}
              workbook={wb}
              shared={shared}
              reason="visible"
              onClone={() => setDialog('clone')}
            />
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
          <dd>
            <NameText value={owner} />
            {wb.user && wb.user.email !== owner ? (
              <>
                {' ('}
                <NameText value={wb.user.email} />)
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Folder</dt>
          <dd>
            <NameText value={folderLabel(wb)} />
          </dd>
        </div>
        <div>
          <dt>Slug</dt>
          <dd className="mono">{wb.slug ? <NameText value={wb.slug} /> : '—'}</dd>
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
      {/* The dashboard's widget titles are level-3 headings: each view of it sits under a level-2 one, unseen where
          the controls already say what is shown, so the page's outline skips no level. */}
      {editing ? (
        <>
          <h2 className="visually-hidden">Draft layout</h2>
          <EditLayoutMode
            deploymentId={deploymentId}
            workbook={wb}
            onLeave={() => updateParams({ mode: null }, { replace: false })}
          />
        </>
      ) : review ? (
        <>
          <SideBySide
            leading={compareButton}
            differences={{
              list: review.differences,
              heading: 'Differences between the published dashboard and the draft',
              sideNames: ['the published dashboard', 'the draft'],
            }}
            left={{
              title: 'Published',
              regionLabel: 'Published dashboard',
              label: `${plainName(wb.name)}: published dashboard`,
              config: review.published,
              snapshots: snapshotsOf(wb),
              missing: missingText('published'),
              highlights: review.publishedHighlights,
            }}
            right={{
              title: 'Draft',
              regionLabel: 'Draft dashboard',
              label: `${plainName(wb.name)}: draft dashboard`,
              config: review.draft,
              snapshots: snapshotsOf(wb),
              missing: missingText('draft'),
              highlights: review.draftHighlights,
            }}
          />
        </>
      ) : (
        <div className="wb-preview">
          <section aria-label={`${version === 'draft' ? 'Draft' : 'Published'} dashboard`}>
            <h2 className="visually-hidden">{version === 'draft' ? 'Draft' : 'Published'} dashboard</h2>
            <DashboardPane
              config={config}
              snapshots={snapshotsOf(wb)}
              missing={missingText(version)}
              view={view}
              label={`${plainName(wb.name)}: ${version} dashboard`}
              leading={
                <>
                  <VersionSwitch fallback={versionFallback} />
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
