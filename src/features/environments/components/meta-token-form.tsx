import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { parseJsonObject } from '../lib/parse-json-object';
import { parseLifetime } from '../lib/parse-lifetime';

export interface MetaTokenFormValues {
  securityContext: Record<string, unknown>;
  expiresIn: number | undefined;
}

export interface MetaTokenFormProps {
  onSubmit: (values: MetaTokenFormValues) => void;
  onCancel: () => void;
  pending: boolean;
  /** The service's refusal, shown in the dialog. */
  error: string | null;
}

/** The security context (JSON) and the lifetime; both are checked here, so nothing invalid is sent. */
export function MetaTokenForm({ onSubmit, onCancel, pending, error }: MetaTokenFormProps) {
  const id = useId();
  const [context, setContext] = useState('{\n  \n}');
  const [lifetime, setLifetime] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const contextResult = parseJsonObject(context);
  const lifetimeResult = parseLifetime(lifetime);
  const contextError = submitted && !contextResult.ok ? contextResult.message : null;
  // The lifetime is checked as typed: it is short, and the human reading beside it needs it anyway.
  const lifetimeError = !lifetimeResult.ok && (submitted || lifetime.trim() !== '') ? lifetimeResult.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!contextResult.ok || !lifetimeResult.ok) return;
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
      <div className="token-lifetime">
        <input
          id={`${id}-lifetime`}
          type="text"
          inputMode="numeric"
          placeholder="86400"
          value={lifetime}
          onChange={(event) => setLifetime(event.target.value)}
          aria-invalid={lifetimeError ? true : undefined}
          aria-describedby={lifetimeError ? `${id}-lifetime-error` : `${id}-lifetime-reading`}
        />
        {lifetimeResult.ok ? (
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

      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
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
