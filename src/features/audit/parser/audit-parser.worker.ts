import Papa from 'papaparse';
import { batchTransferables } from '../lib/batch-encoder';
import { AuditCsvParser, type ParseOutput } from '../lib/parse-core';
import type { FromParser, ToParser } from './messages';

// One worker per export: it parses, posts, and is terminated when the export ends, taking its memory with it.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToParser>) => void) | null;
  postMessage(message: FromParser, transfer: Transferable[]): void;
};
const parser = new AuditCsvParser(Papa);
let received = 0;

function post(message: FromParser, transfer: Transferable[] = []) {
  scope.postMessage(message, transfer);
}

function emit(output: ParseOutput) {
  if (output.columns) post({ type: 'columns', columns: output.columns });
  if (output.batch) post({ type: 'batch', batch: output.batch, received }, batchTransferables(output.batch));
  else post({ type: 'bytes', received });
}

function take(bytes: Uint8Array) {
  received += bytes.byteLength;
  emit(parser.push(bytes));
}

function end() {
  const last = parser.finish();
  emit(last);
  post({ type: 'done', truncated: last.truncated });
}

async function readAll(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    take(value);
  }
  end();
}

scope.onmessage = (event) => {
  const message = event.data;
  try {
    if (message.type === 'stream') {
      readAll(message.body).catch((error: unknown) => post({ type: 'error', message: describe(error) }));
    } else if (message.type === 'chunk') take(message.bytes);
    else end();
  } catch (error) {
    post({ type: 'error', message: describe(error) });
  }
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

post({ type: 'ready' });
