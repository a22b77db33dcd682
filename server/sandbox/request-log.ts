/**
 * What the sandbox was asked, for tests that check the console sends only what the published document defines
 * (`GET /__sandbox/requests`, cleared with `DELETE /__sandbox/requests`). Names only, never values: no header (so
 * never the Authorization header), no query value, no body value, since any of them could hold a secret.
 */
export interface LoggedRequest {
  method: string;
  /** The path as requested (ids only; the sandbox's paths hold no secrets). */
  path: string;
  /** The operation's path template, e.g. `/api/v1/deployments/{deploymentId}/workbooks`; null when none matched. */
  template: string | null;
  /** The sandbox's operationId; null when no operation matched. */
  operationId: string | null;
  /** Whether the operation is in the dialect's published document (the audit export is the one exception). */
  published: boolean;
  query: string[];
  bodyFields: string[];
  status: number;
  /** Set when the reference dialect refused the request as outside the published document. */
  refused: { kind: string; name: string } | null;
  /** Sent by a test to arrange or check state (header `x-switchboard-test-request`), not by the console. */
  fromTest: boolean;
}

/** The header tests mark their own requests with, so that a check of the console's requests can leave them out. */
export const TEST_REQUEST_HEADER = 'x-switchboard-test-request';

const LIMIT = 5000;

export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > LIMIT) this.entries.splice(0, this.entries.length - LIMIT);
  }

  list(): readonly LoggedRequest[] {
    return this.entries;
  }

  clear(): void {
    this.entries = [];
  }
}

/** Top-level field names of a JSON body (an array or a scalar has none). */
export function bodyFieldNames(body: unknown): string[] {
  return body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
}
