import { HttpError } from './http-error.ts';
import { DEFAULT_INPUT_LIMITS, checkJsonValue, checkNesting, isJsonMediaType, type InputLimits } from './strict-input.ts';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON body of at most 1 MiB without trusting Content-Length alone: the stream is counted
 * as it arrives and abandoned past the limit (413). An empty body reads as `undefined`. A non-empty body must say
 * `application/json` (415), and is bounded in nesting, string length and key names (400) before anything reads it.
 */
export async function readJsonBody(req: Request, limits: InputLimits = DEFAULT_INPUT_LIMITS): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
  if (!req.body) return undefined;
  const json = isJsonMediaType(req.headers.get('content-type'));
  if (declared > 0 && !json) throw unsupported();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  if (!json) throw unsupported();
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  checkNesting(text, limits.depth);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON in request body');
  }
  checkJsonValue(value, limits);
  return value;
}

function unsupported(): HttpError {
  return new HttpError(415, 'The request body must be JSON, sent with "Content-Type: application/json"');
}
