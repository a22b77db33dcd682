/** A console page an audit event names. */
export interface EventLink {
  label: string;
  to: string;
}

const WORKBOOK_KEYS: readonly [string, string][] = [
  ['workbookId', 'Workbook'],
  ['sourceWorkbookId', 'Source workbook'],
];

function idFrom(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return value;
  return null;
}

/**
 * Links from an event to the deployment and workbooks it names, where the console has a page for them
 * (routes.tsx: /deployments/:deploymentId and /deployments/:deploymentId/workbooks/:workbookId). The CSV names a
 * deployment by name; `deploymentId` is what the deployments list says that name is (null: no such deployment, or
 * not known yet), or the id the attributes give.
 */
export function eventLinks(deploymentName: string, deploymentId: string | null, attributes: unknown): EventLink[] {
  const record =
    attributes && typeof attributes === 'object' && !Array.isArray(attributes) ? (attributes as Record<string, unknown>) : {};
  const id = deploymentId ?? idFrom(record.deploymentId);
  if (!id) return [];
  const base = `/deployments/${encodeURIComponent(id)}`;
  const links: EventLink[] = [{ label: `Deployment ${deploymentName || id}`, to: base }];
  for (const [key, label] of WORKBOOK_KEYS) {
    const workbookId = idFrom(record[key]);
    if (workbookId) links.push({ label: `${label} ${workbookId}`, to: `${base}/workbooks/${encodeURIComponent(workbookId)}` });
  }
  return links;
}
