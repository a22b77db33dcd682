import type { Workbook } from '@/api/schemas';
import { snapshotsOf } from './clone-checklist';
import { configOf } from './dashboard-helpers';
import { diffDashboards, highlightsBySide } from './widget-diff';

/** A workbook's draft against its published dashboard: what "Compare with published" shows and "Publish" changes. */
export function draftAgainstPublished(workbook: Workbook) {
  const published = configOf(workbook, 'published');
  const draft = configOf(workbook, 'draft');
  const snapshots = snapshotsOf(workbook);
  const differences = diffDashboards(
    { config: published, reportSnapshots: snapshots },
    { config: draft, reportSnapshots: snapshots },
    { first: 'published dashboard', second: 'draft' },
  );
  const highlights = highlightsBySide(differences);
  return {
    published,
    draft,
    differences,
    publishedHighlights: highlights.first,
    draftHighlights: highlights.second,
  };
}
