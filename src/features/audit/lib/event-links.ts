/** A console page an audit event names: "Workbook “Board pack”", or "Workbook 12" when the event gives no name. */
export interface EventLink {
  /** What kind of page: "Deployment", "Workbook", "Source workbook". */
  kind: string;
  /** The name the event gives it, or null (then the id stands in). */
  name: string | null;
  id: string;
  to: string;
}

/** The attributes that name a workbook by id, with the attribute that carries that workbook's name (as the sandbox's clone events write them). */
const WORKBOOK_KEYS: readonly { idKey: string; nameKey: string; kind: string }[] = [
  { idKey: 'workbookId', nameKey: 'workbookName', kind: 'Workbook' },
  { idKey: 'sourceWorkbookId', nameKey: 'sourceWorkbookName', kind: 'Source workbook' },
];

const nameFrom = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

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
  const links: EventLink[] = [{ kind: 'Deployment', name: nameFrom(deploymentName), id, to: base }];
  for (const { idKey, nameKey, kind } of WORKBOOK_KEYS) {
    const workbookId = idFrom(record[idKey]);
    if (!workbookId) continue;
    const name = nameFrom(record[nameKey]);
    links.push({ kind, name, id: workbookId, to: `${base}/workbooks/${encodeURIComponent(workbookId)}` });
  }
  return links;
}
