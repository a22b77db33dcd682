import type { Connection } from './api/get-connection';
import './connection-badge.css';

export function ConnectionBadge({
  connection,
  loading,
  failed,
}: {
  connection: Connection | undefined;
  loading: boolean;
  failed: boolean;
}) {
  let text = 'Checking where this console is connected…';
  if (failed) text = 'Could not reach this console’s server.';
  else if (connection?.mode === 'sandbox') text = 'Connected to the local sandbox (demo data).';
  else if (connection?.mode === 'proxy') text = `Connected to ${connection.upstream}.`;
  return (
    <p className="connection" role="status" aria-busy={loading || undefined}>
      <span className={`dot ${failed ? 'dot-danger' : connection ? 'dot-success' : ''}`} aria-hidden="true" />
      {text}
    </p>
  );
}
