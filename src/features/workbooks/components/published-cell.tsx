import type { Workbook } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';
import { publishedState } from '../model/list-view';

/**
 * What the list record says about the dashboard. No request per row: a list that leaves the dashboard fields out
 * gets no column at all (the page says to open the workbook), and a row the list is silent about says "Not listed".
 */
export function PublishedCell({ workbook }: { workbook: Workbook }) {
  const state = publishedState(workbook);
  if (state === null) return <span className="muted">Not listed</span>;
  return state ? <Badge tone="success">Published</Badge> : <Badge>Not published</Badge>;
}
