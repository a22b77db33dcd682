import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDeployment } from '@/api/deployments';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { LoadingState } from '@/components/ui/states';
import { useEnumParam } from '@/lib/url-state';
import { useWorkbook } from './api/get-workbook';
import { useSourceFolderAccess } from './api/use-source-folder-access';
import { ChecklistView } from './components/checklist-view';
import { EnableEmbeddingAction } from './components/enable-embedding-action';
import { SideBySide } from './components/side-by-side';
import { useVersionParam, VersionSwitch } from './components/version-switch';
import { buildCloneChecklist, snapshotsOf } from './model/clone-checklist';
import { configOf, missingText } from './model/dashboard-helpers';
import { diffDashboards, highlightsBySide } from './model/widget-diff';
import { workbookUrl } from './model/urls';
import './workbooks.css';
import { NameText } from '@/components/ui/name-text';
import { titleName, plainName } from '@/lib/names';

/**
 * `/deployments/:id/workbooks/:cloneId/compare/:sourceId`: a clone beside its source, one picker and one
 * Published/Draft switch for both, scrolling in step, the checklist and the differences. Works for any two workbooks.
 */
export default function ComparePage() {
  const { deploymentId = '', cloneId = '', sourceId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const sourceShared = useEnumParam('source', ['own', 'shared'] as const, 'own') === 'shared';
  const clone = useWorkbook(deploymentId, cloneId);
  const source = useWorkbook(deploymentId, sourceId);
  const access = useSourceFolderAccess(deploymentId, sourceShared ? null : (source.data ?? null));
  const [version] = useVersionParam();
  const [embeddingSwitchedOnHere, setEmbeddingSwitchedOnHere] = useState(false);

  const review = useMemo(() => {
    if (!clone.data || !source.data) return null;
    const differences = diffDashboards(
      { config: configOf(source.data, version), reportSnapshots: snapshotsOf(source.data) },
      { config: configOf(clone.data, version), reportSnapshots: snapshotsOf(clone.data) },
    );
    const highlights = highlightsBySide(differences);
    return {
      checklist: buildCloneChecklist({
        source: source.data,
        clone: clone.data,
        sourceShared,
        sourceFolderAccess: access,
        embeddingSwitchedOnHere,
      }),
      differences,
      sourceHighlights: highlights.first,
      cloneHighlights: highlights.second,
    };
  }, [clone.data, source.data, version, sourceShared, access, embeddingSwitchedOnHere]);

  const title = `Compare ${cloneId} with ${sourceId}`;
  const deploymentName = deployment.data?.name ?? deploymentId;
  if (clone.isPending || source.isPending) return <LoadingState label="Loading both workbooks…" />;
  if (clone.isError || source.isError) {
    return (
      <>
        <PageHeader title={title} documentTitle={title} />
        {/* Each failed side says which workbook it is, with its own Retry. */}
        <QueryState
          query={clone}
          what={`workbook ${cloneId}`}
          pendingLabel="Loading the clone…"
          deploymentName={deploymentName}
        />
        <QueryState
          query={source}
          what={`workbook ${sourceId}`}
          pendingLabel="Loading the source…"
          deploymentName={deploymentName}
        />
      </>
    );
  }
  const a = source.data;
  const b = clone.data;
  if (!review) return null;
  const versionText = version === 'draft' ? 'draft' : 'published';

  return (
    <>
      <PageHeader
        title={
          <>
            Review “<NameText value={b.name} />”
          </>
        }
        documentTitle={`Review ${titleName(b.name)}`}
        description={
          <>
            Beside its source{' '}
            <Link to={workbookUrl(deploymentId, a.id, sourceShared)}>
              <NameText value={a.name} />
            </Link>
            {sourceShared ? ' (shared workspace)' : ''}. Open the{' '}
            <Link to={workbookUrl(deploymentId, b.id)}>clone's own page</Link>.
          </>
        }
      />
      <SideBySide
        leading={<VersionSwitch />}
        differences={{
          list: review.differences,
          heading: `Differences in the ${versionText} dashboards`,
          sideNames: ['the source', 'the clone'],
        }}
        left={{
          title: (
            <>
              Source: <NameText value={a.name} />
            </>
          ),
          regionLabel: `Source dashboard, ${versionText}`,
          label: `Source: ${plainName(a.name)}`,
          config: configOf(a, version),
          snapshots: snapshotsOf(a),
          missing: missingText(version),
          highlights: review.sourceHighlights,
        }}
        right={{
          title: (
            <>
              Clone: <NameText value={b.name} />
            </>
          ),
          regionLabel: `Clone dashboard, ${versionText}`,
          label: `Clone: ${plainName(b.name)}`,
          config: configOf(b, version),
          snapshots: snapshotsOf(b),
          missing: missingText(version),
          highlights: review.cloneHighlights,
        }}
      />
      <ChecklistView
        items={review.checklist}
        actions={{
          embedding: (
            <EnableEmbeddingAction deploymentId={deploymentId} clone={b} onSwitchedOn={() => setEmbeddingSwitchedOnHere(true)} />
          ),
        }}
      />
    </>
  );
}
