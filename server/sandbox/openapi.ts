import { z } from 'zod';
import type { RouteConfig } from '@hono/zod-openapi';
import type { Operation } from './http/operation.ts';
import { apiRegistry } from './schemas/registry.ts';

type JsonSchema = Record<string, unknown>;

/**
 * Builds the OpenAPI 3.1 document from the operations' own zod schemas (z.toJSONSchema), so the
 * document describes exactly what the handlers validate. Named schemas become components.
 */
export function buildOpenApi(operations: readonly Operation[]): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = z.toJSONSchema(schema, { metadata: apiRegistry, io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
    const { $defs, $schema: _schema, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    // A top-level named schema converts to itself plus `$defs`; keep it as a component and refer to it.
    for (const [id, def] of Object.entries($defs ?? {})) components[id] = relink(def);
    const ownId = apiRegistry.get(schema)?.id;
    if (ownId) {
      // zod may already have emitted the named schema into `$defs`, leaving only a `$ref` here.
      if (!('$ref' in rest && Object.keys(rest).length === 1)) components[ownId] = relink(rest);
      return { $ref: `#/components/schemas/${ownId}` };
    }
    return relink(rest);
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', op.params],
      ['query', op.specQuery ?? op.query],
    ] as const) {
      if (!schema) continue;
      const json = convert(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, s] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s });
      }
    }
    const responses: Record<string, unknown> = {};
    for (const [status, doc] of Object.entries(op.route.responses) as [
      string,
      Exclude<RouteConfig['responses'][string], { $ref: string }>,
    ][]) {
      const content: Record<string, unknown> = {};
      for (const [mediaType, media] of Object.entries(doc.content ?? {})) {
        const schema = media && 'schema' in media ? media.schema : undefined;
        // Non-JSON bodies (the audit export's CSV) are documented as text.
        content[mediaType] = {
          schema:
            mediaType === 'application/json' && schema instanceof z.ZodType ? convert(schema, 'output') : { type: 'string' },
        };
      }
      responses[status] = { description: doc.description, ...(doc.content ? { content } : {}) };
    }
    if (!op.public && !responses['401'])
      responses['401'] = {
        description: 'Missing, malformed, unknown or expired credential',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method] = {
      operationId: op.operationId,
      summary: op.route.summary,
      tags: op.route.tags,
      ...(parameters.length ? { parameters } : {}),
      ...((op.specBody ?? op.body)
        ? {
            requestBody: {
              required: op.bodyRequired ?? false,
              content: { 'application/json': { schema: convert((op.specBody ?? op.body) as z.ZodType, 'input') } },
            },
          }
        : {}),
      responses,
      ...(op.public ? { security: [] } : {}),
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Switchboard sandbox: management API',
      version: '1.0.0',
      description: 'The operations the local sandbox serves, generated from its zod schemas.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } }, schemas: components },
  };
}

/** zod writes `#/$defs/<id>`; OpenAPI keeps them under components. */
function relink(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}
