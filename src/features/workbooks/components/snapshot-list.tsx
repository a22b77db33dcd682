import type { ReportSnapshot } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';
import { NameText } from '@/components/ui/name-text';

/** The published dashboard's report snapshots: what its charts show. */
export function SnapshotList({ snapshots }: { snapshots: ReportSnapshot[] }) {
  return (
    <section aria-labelledby="wb-snapshots-title">
      <h2 id="wb-snapshots-title">Report snapshots</h2>
      {snapshots.length === 0 ? (
        <p className="muted">The published dashboard has no report snapshots.</p>
      ) : (
        <ul className="wb-snapshots">
          {snapshots.map((snapshot) => (
            <li key={snapshot.id}>
              <strong>
                <NameText value={snapshot.name ?? snapshot.title ?? `Report ${snapshot.reportId}`} />
              </strong>
              <div>
                <Badge tone="info">{snapshot.kind ?? 'unknown kind'}</Badge>{' '}
                <span className="muted">version {snapshot.versionNumber}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
