import Papa from 'papaparse';
import { AuditCsvParser, type ParseOutput } from '../lib/parse-core';
import type { ParseHandlers, ParseResultSummary } from './parse-audit-body';

/** The worker's job done on this thread, for environments without workers. Same core, same batches. */
export async function parseInThread(
  body: ReadableStream<Uint8Array>,
  handlers: ParseHandlers,
  signal: AbortSignal,
): Promise<ParseResultSummary> {
  const parser = new AuditCsvParser(Papa);
  const reader = body.getReader();
  let received = 0;
  const emit = (output: ParseOutput) => {
    if (output.columns) handlers.onColumns(output.columns);
    if (output.batch) handlers.onBatch(output.batch);
    handlers.onBytes(received);
  };
  const onAbort = () => {
    reader.cancel().catch(() => undefined);
  };
  const stopped = () => new DOMException('The export was stopped.', 'AbortError');
  if (signal.aborted) throw stopped();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw stopped();
      if (done) break;
      received += value.byteLength;
      emit(parser.push(value));
    }
    const last = parser.finish();
    emit(last);
    return { truncated: last.truncated };
  } finally {
    signal.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}
