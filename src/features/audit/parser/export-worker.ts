import type { PreparedRequest } from '@/api/http';
import type { FromParser, ToParser } from './messages';
import { spawnAuditParser } from './spawn-parser';

export interface ExportListener {
  onMessage(message: FromParser): void;
  /** The worker's code could not load or run. */
  onFailure(): void;
}

/**
 * A parser worker that sends one export request as soon as its code has loaded, and keeps what it posts until someone
 * listens: a run can be started before the page that shows it exists (see early-export.ts).
 */
export class ExportWorker {
  private readonly worker: Worker;
  private backlog: FromParser[] = [];
  private failed = false;
  private listener: ExportListener | null = null;

  /** `worker`: one already spawned (spawnAuditParser) and not yet given a request; else a new one. */
  constructor(request: PreparedRequest, worker?: Worker) {
    const spawned = worker ?? spawnAuditParser();
    if (!spawned) throw new Error('This browser cannot run the audit log reader.');
    this.worker = spawned;
    this.worker.onmessage = (event: MessageEvent<FromParser>) => {
      if (this.listener) this.listener.onMessage(event.data);
      else this.backlog.push(event.data);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      if (this.listener) this.listener.onFailure();
      else this.failed = true;
    };
    const message: ToParser = { type: 'fetch', request: { url: request.url, init: request.init } };
    this.worker.postMessage(message);
  }

  /** Delivers what was posted so far, in order, then each message as it comes. */
  listen(listener: ExportListener): void {
    const backlog = this.backlog;
    this.backlog = [];
    for (const message of backlog) listener.onMessage(message);
    if (this.failed) listener.onFailure();
    this.listener = listener;
  }

  /** Stops the parsing and the request with it (the server stops sending). */
  terminate(): void {
    this.listener = null;
    this.backlog = [];
    this.worker.terminate();
  }
}
