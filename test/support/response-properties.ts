import fc from 'fast-check';
import { expect, vi } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { ApiError, SchemaError } from '@/api/errors';
import { request } from '@/api/http';

/**
 * Property checks for a schema the API layer reads: whatever 2xx body arrives (random JSON, a captured answer cut
 * anywhere, a captured answer with one part replaced by anything), `request()` either returns data or throws the
 * API layer's own error, with a message a person can act on: it names the field path and stays short.
 */

/** Errors longer than this would be echoing input rather than explaining it. */
const MAX_MESSAGE = 600;

async function outcome(schema: $ZodType, body: string): Promise<unknown> {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  try {
    await request({ operation: 'Read the thing', path: '/api/v1/thing', schema, apiKey: 'test-key' });
    return null;
  } catch (error) {
    return error;
  } finally {
    vi.restoreAllMocks();
  }
}

function expectReadable(error: unknown) {
  if (error === null) return;
  expect(
    error instanceof ApiError || error instanceof SchemaError,
    `thrown: ${error instanceof Error ? `${error.name}: ${error.message}` : typeof error}`,
  ).toBe(true);
  const { message } = error as Error;
  expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE);
  expect(message).not.toContain('test-key');
  if (error instanceof SchemaError) {
    expect(message).toContain(error.fieldPath || '(the whole body)');
    expect(error.detail).not.toBe('');
  }
}

/** Every path into a JSON value, `[]` (the root) included. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

function replaceAt(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: unknown = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

const anyJson = fc.jsonValue({ maxDepth: 4 });
/** Values a careless service sends: wrong types, huge numbers, long strings, nulls. */
const oddValue = fc.oneof(
  anyJson,
  fc.constantFrom(null, '', -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 'x'.repeat(50_000), [], {}, true, '__proto__'),
);

export async function checkResponseBodies(schema: $ZodType, samples: readonly unknown[], numRuns = 60): Promise<void> {
  await fc.assert(
    fc.asyncProperty(anyJson, async (json) => expectReadable(await outcome(schema, JSON.stringify(json)))),
    { numRuns },
  );
  for (const sample of samples) {
    const text = JSON.stringify(sample);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: Math.max(0, text.length - 1) }), async (cut) => {
        const error = await outcome(schema, text.slice(0, cut));
        expectReadable(error);
        // A cut JSON text is never taken for data.
        expect(error).not.toBeNull();
      }),
      { numRuns },
    );
    const paths = pathsOf(sample);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), oddValue, async (path, value) => {
        expectReadable(await outcome(schema, JSON.stringify(replaceAt(sample, path, value))));
      }),
      { numRuns },
    );
  }
}
