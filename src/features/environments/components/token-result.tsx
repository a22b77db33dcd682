import type { MetaSyncToken } from '@/api/schemas';
import { CopyButton } from '@/components/ui/copy-button';
import { decodeToken } from '../lib/decode-token';
import { ExpiryCountdown } from './expiry-countdown';

function expiryOf(token: MetaSyncToken, claims: Record<string, unknown> | null): string | null {
  if (token.expires_at) return token.expires_at;
  const exp = claims?.exp;
  return typeof exp === 'number' ? new Date(exp * 1000).toISOString() : null;
}

/** The token, shown once: copy it now, it is not kept anywhere. */
export function TokenResult({ token }: { token: MetaSyncToken }) {
  const decoded = decodeToken(token.token);
  const expiresAt = expiryOf(token, decoded.ok ? decoded.claims : null);
  return (
    <div className="token-result">
      <p className="notice notice-warning" role="status">
        Token created. Copy it now: it is shown only once and is not stored by the console.
      </p>
      <label htmlFor="meta-token-value">Metadata token</label>
      <div className="input-with-button">
        <textarea id="meta-token-value" readOnly rows={4} value={token.token} className="token-value" spellCheck={false} />
        <CopyButton value={token.token} label="Copy token" />
      </div>
      <p>{expiresAt ? <ExpiryCountdown expiresAt={expiresAt} /> : 'No expiry given.'}</p>
      <p className="hint">
        This token opens only the data API&apos;s metadata endpoints (for example <code>/v1/meta</code>,{' '}
        <code>/v1/data-sources</code>, <code>/v1/entities</code>). It cannot run queries.
      </p>
      {decoded.ok ? (
        <div className="token-decoded">
          <section aria-labelledby="token-header-heading">
            <h3 id="token-header-heading">Header</h3>
            <pre>{JSON.stringify(decoded.header, null, 2)}</pre>
          </section>
          <section className="token-claims" aria-labelledby="token-claims-heading">
            <h3 id="token-claims-heading">Claims</h3>
            <pre>{JSON.stringify(decoded.claims, null, 2)}</pre>
          </section>
          <p className="hint">Decoded in the browser, not verified.</p>
        </div>
      ) : (
        <p className="form-error">{decoded.message}</p>
      )}
    </div>
  );
}
