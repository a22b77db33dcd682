import type { Environment } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { EnvironmentTypeBadge } from './environment-type-badge';
import { NameText } from '@/components/ui/name-text';
import { plainName } from '@/lib/names';

export interface EnvironmentsTableProps {
  environments: Environment[];
  busy: boolean;
  onCreateToken: (environment: Environment) => void;
  /** Set once the service refused this key a token here: the buttons are off, described by this note's id. */
  tokenRefusalNoteId: string | null;
}

function sqlAddress(environment: Environment): string | null {
  const sql = environment.credentials.sql;
  if (!sql) return null;
  return sql.port === null ? sql.host : `${sql.host}:${sql.port}`;
}

/**
 * One row per environment; both credential shapes arrive here already normalized by the schema. The name comes first:
 * it names the row, and it is the column a phone holds in place while the table scrolls sideways.
 */
export function EnvironmentsTable({ environments, busy, onCreateToken, tokenRefusalNoteId }: EnvironmentsTableProps) {
  return (
    <table className="table table-cards env-table" aria-busy={busy || undefined}>
      <caption className="visually-hidden">Environments</caption>
      <thead>
        <tr>
          <th scope="col">Name and branch</th>
          <th scope="col">Type</th>
          <th scope="col">REST URL</th>
          <th scope="col">SQL host and port</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {environments.map((environment) => {
          const rest = environment.credentials.rest?.url ?? null;
          const sql = sqlAddress(environment);
          return (
            <tr key={environment.id}>
              <th scope="row" className="env-name">
                <NameText value={environment.title} />
                {/* A title made from type and branch already names the branch. */}
                {environment.name && environment.branch ? (
                  <span className="muted env-branch">
                    branch <NameText value={environment.branch} />
                  </span>
                ) : null}
                {environment.user && !environment.title.includes(environment.user) ? (
                  <span className="muted env-branch">
                    user <NameText value={environment.user} />
                  </span>
                ) : null}
              </th>
              <td data-label="Type">
                <EnvironmentTypeBadge type={environment.type} />
              </td>
              <td data-label="REST URL">
                {rest ? (
                  <span className="env-value">
                    <code>
                      <NameText value={rest} />
                    </code>
                    <CopyButton value={rest} label={`Copy REST URL of ${plainName(environment.title)}`} />
                  </span>
                ) : (
                  <span className="muted">none</span>
                )}
              </td>
              <td data-label="SQL host and port">
                {sql ? (
                  <span className="env-value">
                    <code>
                      <NameText value={sql} />
                    </code>
                    <CopyButton value={sql} label={`Copy SQL host and port of ${plainName(environment.title)}`} />
                    {environment.credentials.sql?.database ? (
                      <span className="muted env-db">
                        database <NameText value={environment.credentials.sql.database} />
                      </span>
                    ) : null}
                  </span>
                ) : (
                  <span className="muted">none</span>
                )}
              </td>
              <td>
                <Button
                  size="sm"
                  onClick={() => onCreateToken(environment)}
                  disabled={tokenRefusalNoteId !== null}
                  aria-describedby={tokenRefusalNoteId ?? undefined}
                  aria-label={`Create metadata token for ${plainName(environment.title)}`}
                >
                  Create metadata token
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
