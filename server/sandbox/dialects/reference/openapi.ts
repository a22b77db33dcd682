import { referenceComponents } from './schemas.ts';
import type { ReferenceOperation } from './operations.ts';

/**
 * The reference dialect's OpenAPI 3.1 document, built from the same operation table and component schemas that check
 * its requests and (in the tests) its responses. Like the published document: 200 responses only, bearer auth.
 */
export function buildReferenceOpenApi(
  operations: readonly { method: string; path: string; reference: ReferenceOperation }[],
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, reference: op } of operations) {
    const parameters = [
      ...Object.entries(op.pathParams).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
      ...Object.entries(op.query ?? {}).map(([name, p]) => ({
        name,
        in: 'query',
        required: p.required ?? false,
        schema: p.schema,
      })),
    ];
    paths[path] ??= {};
    paths[path][method] = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: { required: false, content: { 'application/json': { schema: op.body } } } } : {}),
      responses: {
        200: {
          description: 'Successful response',
          content: { 'application/json': { schema: op.response } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cube Platform API (Switchboard sandbox, reference dialect)',
      version: '1.0.0',
      description:
        'The operations the sandbox serves in its reference dialect, as the platform publishes them. Any query parameter, body field or enum value not defined here is refused with 400.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Token authentication. Send `Authorization: Bearer <YOUR_TOKEN>`.',
        },
      },
      schemas: referenceComponents,
    },
  };
}
