import type { ReactNode } from 'react';
import { ApiError, NetworkError, SchemaError, describeError } from '@/api/errors';
import { Button } from './button';
import { NameText } from './name-text';
import './states.css';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty" role="status">
      <p className="state-title">{title}</p>
      {children ? <div className="state-body">{children}</div> : null}
    </div>
  );
}

/** A failure in a few words, for a heading or a status line; null when the error has no headline of its own. */
export function failureHeadline(error: unknown): string | null {
  if (error instanceof NetworkError) return 'The server could not be reached';
  if (error instanceof ApiError && error.status >= 500) return `The service failed (${error.status})`;
  if (error instanceof ApiError && error.status === 429) return 'The service is busy (429)';
  return null;
}

export interface LoadingStateProps {
  label?: string;
  rows?: number;
  /** The last failure while it is being retried: said in words, so a long wait is never silent. */
  retryingAfter?: unknown;
}

export function LoadingState({ label = 'Loading…', rows = 3, retryingAfter }: LoadingStateProps) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {retryingAfter ? (
        <p className="state-retrying">{failureHeadline(retryingAfter) ?? 'The request failed'}; trying again…</p>
      ) : null}
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

export interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  /** Used in the 403 message: "This key is not authorized for deployment <name>". */
  deploymentName?: string | null;
  /** What could not be loaded, for the heading ("the environments"). */
  what?: string;
  /**
   * Names what failed ahead of the reason, where the reason alone would not say which part of the page it is about
   * ("The deployment’s details could not be loaded: The service failed (503)").
   */
  failed?: string;
  /** The state stands in for the whole page (nothing else is shown): its title is then the page's level-one heading. */
  asPage?: boolean;
}

/** One place that turns any API-layer error into a calm, specific message. */
export function ErrorState({ error, onRetry, deploymentName, what, failed, asPage = false }: ErrorStateProps) {
  const Title = asPage ? 'h1' : 'p';
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div className="state state-error" role="alert">
        {asPage ? <title>Not authorized · Switchboard</title> : null}
        <Title className="state-title">
          This key is not authorized for deployment {deploymentName ? <NameText value={deploymentName} /> : 'this deployment'}.
        </Title>
        <p className="state-body">
          The service said: “{error.message}”. Your session is kept; choose another deployment or sign in with a key scoped to
          this one.
        </p>
      </div>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="state state-error" role="alert">
        {asPage ? <title>Not found · Switchboard</title> : null}
        <Title className="state-title">Not found</Title>
        <p className="state-body">
          {error.message || `The ${what ?? 'item'} does not exist, or it belongs to another deployment.`}
        </p>
      </div>
    );
  }
  let headline = failureHeadline(error);
  let body = describeError(error);
  if (error instanceof SchemaError) {
    headline = 'The service answered in an unexpected shape';
    body = `Field “${error.fieldPath || '(body)'}”: ${error.detail}${error.issueCount > 1 ? ` (and ${error.issueCount - 1} more)` : ''}.`;
  }
  const title = failed
    ? headline
      ? `${failed}: ${headline}`
      : failed
    : (headline ?? (what ? `Could not load ${what}` : 'Something went wrong'));
  return (
    <div className="state state-error" role="alert">
      <Title className="state-title">{title}</Title>
      <p className="state-body">{body}</p>
      {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
    </div>
  );
}
