/**
 * The export's columns are not documented (public-api-notes "Audit log"): the header row decides. These are the roles the
 * console recognises by name, so it can format and order them; every other column is shown as it comes.
 */
export type ColumnRole = 'timestamp' | 'userEmail' | 'eventName' | 'deployment' | 'ipAddress' | 'attributes';

export interface AuditColumn {
  /** Position in each CSV row. */
  index: number;
  /** The header cell as the service wrote it. */
  name: string;
  /** What the console shows as the column heading. */
  label: string;
  role: ColumnRole | null;
}

export interface AuditColumns {
  /** Every column, in display order: recognised ones first (timestamp, user, event, deployment), then the rest as they came. */
  all: AuditColumn[];
  byRole: Partial<Record<ColumnRole, AuditColumn>>;
}

// Compared after lower-casing and dropping everything but letters and digits ("User E-mail" → "useremail").
const NAMES: Record<ColumnRole, readonly string[]> = {
  timestamp: ['timestamp', 'time', 'when', 'datetime', 'date', 'createdat', 'occurredat', 'eventtime', 'ts'],
  userEmail: ['useremail', 'email', 'user', 'actoremail', 'actor', 'username'],
  eventName: ['eventname', 'event', 'action', 'eventtype', 'type'],
  deployment: ['deploymentname', 'deployment', 'deploymentid'],
  ipAddress: ['ipaddress', 'ip', 'sourceip', 'clientip', 'remoteaddress'],
  attributes: ['attributes', 'details', 'metadata', 'data', 'payload', 'eventdata'],
};

const LABELS: Record<ColumnRole, string> = {
  timestamp: 'Time',
  userEmail: 'User',
  eventName: 'Event',
  deployment: 'Deployment',
  ipAddress: 'IP address',
  attributes: 'Attributes',
};

const ROLE_ORDER: readonly ColumnRole[] = ['timestamp', 'userEmail', 'eventName', 'deployment', 'ipAddress', 'attributes'];

function normalize(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** "deploymentName" → "Deployment name", "ip_address" → "Ip address": a readable heading for an unknown column. */
export function humanizeColumnName(name: string): string {
  const words = name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '(unnamed)';
}

export function recogniseColumns(header: readonly string[]): AuditColumns {
  const byRole: Partial<Record<ColumnRole, AuditColumn>> = {};
  const columns: AuditColumn[] = header.map((name, index) => ({ index, name, label: humanizeColumnName(name), role: null }));
  // One pass per role, in the order of its candidate names, so "eventName" wins over a later "type" column.
  for (const role of ROLE_ORDER) {
    for (const candidate of NAMES[role]) {
      const column = columns.find((c) => c.role === null && normalize(c.name) === candidate);
      if (column) {
        column.role = role;
        column.label = LABELS[role];
        byRole[role] = column;
        break;
      }
    }
  }
  const recognised = ROLE_ORDER.flatMap((role) => (byRole[role] ? [byRole[role]] : []));
  const rest = columns.filter((c) => c.role === null);
  // IP address and attributes are long and secondary: they go after the unknown columns, the detail view shows them in full.
  const leading = recognised.filter((c) => c.role !== 'ipAddress' && c.role !== 'attributes');
  const trailing = recognised.filter((c) => c.role === 'ipAddress' || c.role === 'attributes');
  return { all: [...leading, ...rest, ...trailing], byRole };
}

/** A row's value for a column; short rows (a ragged CSV) read as empty rather than undefined. */
export function cell(row: readonly string[], column: AuditColumn | undefined): string {
  if (!column) return '';
  return row[column.index] ?? '';
}
