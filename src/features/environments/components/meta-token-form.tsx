import { useId, useState, type FormEvent } from 'react';
import { ApiError, describeError } from '@/api/errors';
import { shouldRetry } from '@/api/retry-policy';
import { Button } from '@/components/ui/button';
import { failureHeadline } from '@/components/ui/states';
import { parseJsonObject } from '../lib/parse-json-object';
import { MAX_LIFETIME_SECONDS, parseLifetime } from '../lib/parse-lifetime';

interface MetaTokenFormValues {
  securityContext: Record<string, unknown>;
  expiresIn: number;
}

/** The service's refusal, and the form field it names (so it is shown next to that field). */
export interface ServiceFieldError {
  field: 'context' | 'lifetime' | null;
  message: string;
}

/** A 400 names the body field it refuses; the console reads the field name from the message. */
function fieldOfServiceError(message: string): ServiceFieldError['field'] {
  if (/expires_in|lifetime/i.test(message)) return 'lifetime';
  if (/security_context|security context/i.test(message)) return 'context';
  return null;
}

/**
 * A failed token request as the form shows it: a refusal naming a field (a 4xx) goes by that field; anything else
 * (a 5xx, the network, a refusal of the whole request) is the form's, said with what failed and that nothing was made.
 */
export function serviceErrorOf(error: unknown): ServiceFieldError {
  const said = describeError(error);
  const field = error instanceof ApiError && error.status < 500 ? fieldOfServiceError(said) : null;
  if (field) return { field, message: said };
  const headline = failureHeadline(error);
  const again = shouldRetry(0, error) ? ' Try again.' : '';
  return { field: null, message: `${headline ? `${headline}: ` : ''}${said.replace(/\.$/, '')}. Nothing was created.${again}` };
}

export interface MetaTokenFormProps {
  onSubmit: (values: MetaTokenFormValues) => void;
  onCancel: () => void;
  pending: boolean;
  /** The service's refusal, shown next to the field it names, or as the form's error above its actions. */
  error: ServiceFieldError | null;
}

/** The security context (JSON) and the lifetime; both are checked here, so nothing invalid is sent. */
export function MetaTokenForm({ onSubmit, onCancel, pending, error }: MetaTokenFormProps) {
  const id = useId();
  const [context, setContext] = useState('{\n  \n}');
  const [lifetime, setLifetime] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const contextResult = parseJsonObject(context);
  const lifetimeResult = parseLifetime(lifetime);
  // A refusal stays by its field until that field is edited.
  const [sent, setSent] = useState<{ context: string; lifetime: string } | null>(null);
  const unchanged = { context: sent?.context === context, lifetime: sent?.lifetime === lifetime };
  const serviceError = (field: 'context' | 'lifetime') => (error?.field === field && unchanged[field] ? error.message : null);
  const contextError = submitted && !contextResult.ok ? contextResult.message : serviceError('context');
  // The lifetime is checked as typed: it is short, and the human reading beside it needs it anyway.
  const lifetimeError =
    !lifetimeResult.ok && (submitted || lifetime.trim() !== '') ? lifetimeResult.message : serviceError('lifetime');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!contextResult.ok || !lifetimeResult.ok) return;
    setSent({ context, lifetime });
    onSubmit({ securityContext: contextResult.value, expiresIn: lifetimeResult.seconds });
  }

  return (
    <form onSubmit={submit} noValidate className="token-form">
      <label htmlFor={`${id}-context`}>Security context (JSON object)</label>
      <p id={`${id}-context-hint`} className="hint">
        Embedded in the token; it decides which parts of the data model are visible, as for data API tokens.
      </p>
      <textarea
        id={`${id}-context`}
        rows={6}
        value={context}
        spellCheck={false}
        onChange={(event) => setContext(event.target.value)}
        aria-invalid={contextError ? true : undefined}
        aria-describedby={`${id}-context-hint${contextError ? ` ${id}-context-error` : ''}`}
      />
      {contextError ? (
        <p id={`${id}-context-error`} className="form-error" role="alert">
          {contextError}
        </p>
      ) : null}

      <label htmlFor={`${id}-lifetime`}>Lifetime in seconds</label>
      <p id={`${id}-lifetime-hint`} className="hint">
        1 to {MAX_LIFETIME_SECONDS} seconds. The published API accepts at most one hour, so the console asks for no more (blank
        asks for one hour).
      </p>
      <div className="token-lifetime">
        <input
          id={`${id}-lifetime`}
          type="text"
          inputMode="numeric"
          placeholder={String(MAX_LIFETIME_SECONDS)}
          value={lifetime}
          onChange={(event) => setLifetime(event.target.value)}
          aria-invalid={lifetimeError ? true : undefined}
          aria-describedby={`${id}-lifetime-hint ${lifetimeError ? `${id}-lifetime-error` : `${id}-lifetime-reading`}`}
        />
        {lifetimeResult.ok && !lifetimeError ? (
          <span id={`${id}-lifetime-reading`} className="muted" aria-live="polite">
            {lifetimeResult.reading}
          </span>
        ) : null}
      </div>
      {lifetimeError ? (
        <p id={`${id}-lifetime-error`} className="form-error" role="alert">
          {lifetimeError}
        </p>
      ) : null}

      {error && error.field === null ? (
        <div className="notice notice-danger" role="alert">
          <p>
            <strong>Could not mint the token</strong>
          </p>
          <p>{error.message}</p>
        </div>
      ) : null}
      <div className="dialog-actions">
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" pending={pending}>
          Create token
        </Button>
      </div>
    </form>
  );
}
