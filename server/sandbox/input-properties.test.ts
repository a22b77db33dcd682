import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { testSandbox, type TestSandbox } from './test-client.ts';
import { operationsFor } from './create-app.ts';
import type { Dialect } from './dialects/dialect.ts';

/** A path segment: a valid id, a near-miss number, or any text (percent-encoded as a browser would). */
const segment = (valid: string) =>
  fc.oneof(
    fc.constant(valid),
    fc.constantFrom('0', '0x1', '1e3', '01', '-1', '9007199254740993', '99999999999999999999', '1.5'),
    fc.string({ maxLength: 40 }).filter((s) => s.length > 0),
  );

const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '1',
    '20',
    '1000',
    '1001',
    '-1',
    '0x10',
    '1e3',
    'asc',
    'DESC',
    'name',
    'WORKBOOK,REPORT',
    '2025-02-30',
  ),
  fc.string({ maxLength: 30 }),
  fc.nat().map(String),
);

/** JSON bodies of every kind, deep ones and ones with dangerous keys included, plus text that is not JSON. */
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc
    .record({
      enabled: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
      branchName: fc.oneof(fc.string(), fc.constant('feature-x')),
      security_context: fc.jsonValue({ maxDepth: 3 }),
      expires_in: fc.oneof(fc.integer(), fc.double()),
      shared: fc.oneof(fc.boolean(), fc.constant(null)),
    })
    .map((v) => JSON.stringify(v)),
  fc.integer({ min: 20, max: 3000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.constantFrom('{"__proto__":{"x":1}}', '{"constructor":{}}', '{', '[1,]', 'null', '"x"', '1e999'),
  fc.string({ maxLength: 50 }),
);

const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', null);

function paramNames(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

describe.each<Dialect>(['spec', 'reference'])('random requests never give a 500 (%s dialect)', (dialect) => {
  let t: TestSandbox;
  beforeAll(() => {
    t = testSandbox({ dialect });
  });
  afterAll(() => t.sb.close());

  for (const op of operationsFor(dialect)) {
    it(`${op.method.toUpperCase()} ${op.path}`, async () => {
      const valid: Record<string, string> = {
        deploymentId: String(t.fx.deployments.primary),
        workbookId: String(t.fx.workbooks.atRoot),
        folderId: String(t.fx.folders.editable),
        environmentId: `prod-${t.fx.deployments.primary}`,
      };
      const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const known = [...paramNames(op.query), 'unknown', 'first', 'after', 'offset'];
      const request = fc.record({
        segments: fc.tuple(...pathNames.map((n) => segment(valid[n] ?? '1'))),
        query: fc.dictionary(fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 })), queryValue, { maxKeys: 4 }),
        body: fc.option(jsonBody, { nil: undefined }),
        contentType,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ segments, query, body, contentType: type }) => {
          let path = op.path;
          pathNames.forEach((n, i) => (path = path.replace(`{${n}}`, encodeURIComponent(segments[i] as string))));
          const search = new URLSearchParams(query).toString();
          const res = await t.call(op.method.toUpperCase(), `${path}${search ? `?${search}` : ''}`, {
            ...(body !== undefined && op.method !== 'get' ? { rawBody: body } : {}),
            headers: type ? { 'content-type': type } : {},
          });
          const text = await res.text();
          expect(res.status, `${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400 && dialect === 'spec')
            expect(typeof (JSON.parse(text) as { error?: unknown }).error).toBe('string');
          // Nothing the caller sent is echoed at length.
          if (res.status >= 400) expect(text.length).toBeLessThan(2_000);
        }),
        { numRuns: 40 },
      );
    });
  }
});
