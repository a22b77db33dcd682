import Papa from 'papaparse';
import { batchTransferables } from '../lib/batch-encoder';
import { AuditCsvParser, type ParseOutput } from '../lib/parse-core';
import { BatchOutbox } from './batch-outbox';
import { boundedChunks } from './bounded-chunks';
import type { ExportRequest, FromParser, ToParser } from './messages';
import { warmUpParsing } from './warm-up';

// One worker per export: it sends the request, parses the body as it streams, posts rows to the page, and is
// terminated when the export ends (or is stopped), taking its memory and its connection with it. The body never passes
// through the page's thread: the page only receives encoded rows.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToParser>) => void) | null;
  postMessage(message: FromParser, transfer: Transferable[]): void;
};

// Often enough that the count visibly grows; rarely enough that the page is woken a few times a second, not per chunk.
const POST_INTERVAL_MS = 100;
// The parser's bite: small enough that each piece's text stays a small string, large enough that the per-read cost
// is noise (bounded-chunks.ts).
const READ_SIZE = 64 * 1024;

function post(message: FromParser, transfer: Transferable[] = []) {
  scope.postMessage(message, transfer);
}

const outbox = new BatchOutbox((batches, received) => {
  post({ type: 'batches', batches, received }, batches.flatMap(batchTransferables));
}, POST_INTERVAL_MS);

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function run(request: ExportRequest) {
  let response: Response;
  try {
    response = await fetch(request.url, request.init);
  } catch {
    post({ type: 'unreachable' });
    return;
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    post({ type: 'refused', status: response.status, statusText: response.statusText, body });
    return;
  }
  const length = Number(response.headers.get('content-length'));
  post({ type: 'response', length: Number.isFinite(length) && length > 0 ? length : null });
  // No stream support (or an empty body): parse what there is in one go.
  const body = response.body ?? new Blob([await response.text()]).stream();
  const parser = new AuditCsvParser(Papa);
  let received = 0;
  const emit = (output: ParseOutput) => {
    if (output.columns) post({ type: 'columns', columns: output.columns });
    outbox.add(output.batch, received);
  };
  for await (const chunk of boundedChunks(body, READ_SIZE)) {
    received += chunk.byteLength;
    emit(parser.push(chunk));
  }
  const last = parser.finish();
  emit(last);
  outbox.flush();
  post({ type: 'done', truncated: last.truncated });
}

let warming = false;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'warm') {
    warming = true;
    warmUpParsing(Papa, () => warming).then(
      (finished) => {
        if (finished) post({ type: 'warmed' });
      },
      () => {
        // A failed warm-up only means the export starts on colder code.
      },
    );
    return;
  }
  // The request comes first: the warm-up stops before its next slice.
  warming = false;
  run(message.request).catch((error: unknown) => post({ type: 'error', message: describe(error) }));
};
