import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { CheckItem, CheckStatus } from '../model/clone-checklist';
import { stripBidiControls } from '@/lib/names';

const statusText: Record<CheckStatus, string> = { pass: 'Pass', fail: 'Fail', neutral: 'Not checked' };
const statusTone = { pass: 'success', fail: 'danger', neutral: 'neutral' } as const;

/** Beyond this many, the evidence is folded so the other checks stay in view. */
const MAX_OPEN_LINES = 8;

function EvidenceList({ lines }: { lines: string[] }) {
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{stripBidiControls(line)}</li>
      ))}
    </ul>
  );
}

/** Each check with its verdict in words (never colour alone) and the evidence behind it. */
export function ChecklistView({
  items,
  actions = {},
}: {
  items: CheckItem[];
  /** Something to do about a check, shown under it (switching embedding on beside "Embedding is off"). */
  actions?: Partial<Record<CheckItem['id'], ReactNode>>;
}) {
  const failed = items.filter((item) => item.status === 'fail').length;
  return (
    <section aria-labelledby="wb-checklist-title">
      <h2 id="wb-checklist-title">Clone checklist</h2>
      <p role="status">{failed === 0 ? 'No check failed.' : `${failed} check${failed === 1 ? '' : 's'} failed.`}</p>
      <ul className="wb-checklist" aria-label="Checks">
        {items.map((item) => (
          <li
            key={item.id}
            className={`wb-check wb-check-${item.status}`}
            aria-label={`${item.label}: ${statusText[item.status]}`}
          >
            <p>
              <Badge tone={statusTone[item.status]}>{statusText[item.status]}</Badge> <strong>{item.label}</strong>
            </p>
            <p>{stripBidiControls(item.detail)}</p>
            {item.lines.length > 0 && item.lines.length <= MAX_OPEN_LINES ? <EvidenceList lines={item.lines} /> : null}
            {item.lines.length > MAX_OPEN_LINES ? (
              <details>
                <summary>Show all {item.lines.length}</summary>
                <EvidenceList lines={item.lines} />
              </details>
            ) : null}
            {actions[item.id] ?? null}
          </li>
        ))}
      </ul>
    </section>
  );
}
