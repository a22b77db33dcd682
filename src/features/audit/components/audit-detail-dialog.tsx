import { useRef, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { deploymentListQuery } from '@/api/deployments';
import { CopyButton } from '@/components/ui/copy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime, parseDate } from '@/lib/format';
import { prettyAttributes } from '../lib/attributes';
import { eventLinks } from '../lib/event-links';
import { JsonSearch } from './json-search';
import { cell, type AuditColumn, type AuditColumns } from '../lib/columns';
import type { AuditFilters } from '../lib/filters';
import { NameText } from '@/components/ui/name-text';

export interface AuditDetailDialogProps {
  columns: AuditColumns;
  /** The row shown, or null when closed. */
  row: readonly string[] | null;
  /** Position in the list, for "3 of 120". */
  index: number;
  count: number;
  onNavigate: (index: number) => void;
  onClose: () => void;
  /** Narrows the list to this row's event or user. */
  onFilter: (patch: Partial<AuditFilters>) => void;
  /** Where focus goes on close (the page: the Details button of the event shown last). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Focus starts on the dialog itself, so a screen reader reads its name ("Logged in", "Event 3 of 120") and the facts
 * follow in reading order; radix would start on the first control, the Copy button halfway down, and a keyboard user
 * would skip the facts and have to Shift+Tab back to read them.
 */
function focusDialog(event: Event) {
  if (!(event.target instanceof HTMLElement)) return;
  event.preventDefault();
  event.target.focus();
}

const numberFormat = new Intl.NumberFormat();

function Value({ column, value }: { column: AuditColumn; value: string }) {
  if (!value) return <span className="muted">—</span>;
  if (column.role === 'timestamp') {
    const date = parseDate(value);
    return (
      <>
        {formatDateTime(value)}{' '}
        <span className="muted">
          (<time dateTime={date ? date.toISOString() : undefined}>{value}</time>)
        </span>
      </>
    );
  }
  if (column.role === 'ipAddress')
    return (
      <code>
        <NameText value={value} />
      </code>
    );
  return <NameText value={value} />;
}

/** One event in full: every column, in the order the service wrote them, attributes pretty-printed as text. */
export function AuditDetailDialog({
  columns,
  row,
  index,
  count,
  onNavigate,
  onClose,
  onFilter,
  onCloseAutoFocus,
}: AuditDetailDialogProps) {
  const { byRole } = columns;
  const values = row ?? [];
  const eventName = cell(values, byRole.eventName);
  const userEmail = cell(values, byRole.userEmail);
  const attributesColumn = byRole.attributes;
  const attributes = prettyAttributes(cell(values, attributesColumn));
  const inHeaderOrder = [...columns.all].sort((a, b) => a.index - b.index);
  const deploymentName = cell(values, byRole.deployment);
  // The CSV names deployments by name; the console's pages are by id. One page of the list is enough for an account.
  const deployments = useQuery({
    ...deploymentListQuery({ offset: 0, limit: 100 }),
    enabled: row !== null && deploymentName !== '',
  });
  const deploymentId = deployments.data?.items.find((d) => d.name === deploymentName)?.id;
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  /** At the first or last event the button pressed turns off: focus moves to the other one, not to the page. */
  function navigate(to: number, other: RefObject<HTMLButtonElement | null>) {
    onNavigate(to);
    if (to <= 0 || to >= count - 1) other.current?.focus();
  }
  const links = row ? eventLinks(deploymentName, deploymentId !== undefined ? String(deploymentId) : null, attributes.value) : [];

  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={eventName ? <NameText value={eventName} /> : 'Audit event'}
      description={`Event ${numberFormat.format(index + 1)} of ${numberFormat.format(count)}`}
      size="lg"
      onOpenAutoFocus={focusDialog}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <dl className="facts audit-facts">
        {inHeaderOrder
          .filter((column) => column !== attributesColumn)
          .map((column) => (
            <div key={column.index} className="audit-fact">
              <dt>
                {column.label}
                {column.label.toLowerCase().replace(/\s/g, '') !== column.name.toLowerCase() ? (
                  <span className="muted audit-raw-name"> ({column.name})</span>
                ) : null}
              </dt>
              <dd>
                <Value column={column} value={cell(values, column)} />
              </dd>
            </div>
          ))}
      </dl>
      {attributesColumn ? (
        <section className="audit-attributes" aria-labelledby="audit-attributes-heading">
          <div className="audit-attributes-head">
            <h3 id="audit-attributes-heading">{attributesColumn.label}</h3>
            {attributes.text ? <CopyButton value={attributes.text} label="Copy attributes" /> : null}
          </div>
          {attributes.text ? (
            <JsonSearch text={attributes.text} label={attributes.isJson ? 'Attributes as JSON' : 'Attributes'} />
          ) : (
            <p className="muted">No attributes.</p>
          )}
        </section>
      ) : null}
      {links.length > 0 ? (
        <nav className="audit-links" aria-label="Pages this event names">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {link.kind}{' '}
                  {link.name !== null ? (
                    <>
                      “<NameText value={link.name} />”
                    </>
                  ) : (
                    link.id
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="audit-detail-actions">
        <div className="audit-detail-filters">
          {eventName ? (
            <Button size="sm" onClick={() => onFilter({ eventName })}>
              {/* One text run: a button lays out its children as flex items, which would pad the name with spaces. */}
              <span>
                Only “<NameText value={eventName} />” events
              </span>
            </Button>
          ) : null}
          {userEmail ? (
            <Button size="sm" onClick={() => onFilter({ userEmail })}>
              <span>
                Only events by <NameText value={userEmail} />
              </span>
            </Button>
          ) : null}
        </div>
        <div className="audit-detail-nav">
          <Button size="sm" ref={previous} disabled={index <= 0} onClick={() => navigate(index - 1, next)}>
            Previous event
          </Button>
          <Button size="sm" ref={next} disabled={index >= count - 1} onClick={() => navigate(index + 1, previous)}>
            Next event
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
