import { useQuery } from '@tanstack/react-query';
import type { Workbook } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';
import { workbookQuery } from '../api/get-workbook';
import { publishedState } from '../model/list-view';

/**
 * Lists may leave the dashboard fields out; then the row asks for its own record. Rows are virtualized, so only the
 * rows on screen ever ask, and the answer is the cache the workbook page reads too.
 */
export function PublishedCell({ deploymentId, workbook }: { deploymentId: string; workbook: Workbook }) {
  const known = publishedState(workbook);
  const detail = useQuery({ ...workbookQuery(deploymentId, String(workbook.id)), enabled: known === null, staleTime: 60_000 });
  const state = known ?? (detail.data ? publishedState(detail.data) : null);
  if (state === null) return <span className="muted">{detail.isError ? 'Unknown' : '…'}</span>;
  return state ? <Badge tone="success">Published</Badge> : <Badge>Not published</Badge>;
}
