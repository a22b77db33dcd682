import { createRoute } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, jsonBody, jsonContent } from './operation.ts';

const route = createRoute({
  method: 'put',
  path: '/probe/{name}',
  operationId: 'renameProbe',
  summary: 'A probe',
  tags: ['Probe'],
  request: { params: z.object({ name: z.string() }), body: jsonBody(z.strictObject({ to: z.string() })) },
  responses: { 200: jsonContent('The new name', z.object({ name: z.string() })) },
});

describe('defineOperation', () => {
  it('takes the schemas the app validates with from the route', () => {
    const op = defineOperation({ route, handler: ({ c, body }) => c.json({ name: body.to }, 200) });
    expect({ method: op.method, path: op.path, operationId: op.operationId, bodyRequired: op.bodyRequired }).toEqual({
      method: 'put',
      path: '/probe/{name}',
      operationId: 'renameProbe',
      bodyRequired: true,
    });
    expect(op.params).toBe(route.request.params);
    expect(op.body).toBe(route.request.body.content['application/json'].schema);
  });

  it('refuses, when typechecked, a handler answering a body or a status its route does not declare', () => {
    // Each line below fails `npm run typecheck` if the handler's answer stops being checked against the route.
    const wrongBody = defineOperation({
      route,
      // @ts-expect-error `name` is declared a string
      handler: ({ c }) => c.json({ name: 42 }, 200),
    });
    const undeclaredStatus = defineOperation({
      route,
      // @ts-expect-error 201 is not a declared response
      handler: ({ c, body }) => c.json({ name: body.to }, 201),
    });
    const missingField = defineOperation({
      route,
      // @ts-expect-error the declared body needs `name`
      handler: ({ c, body }) => c.json({ to: body.to }, 200),
    });
    expect([wrongBody, undeclaredStatus, missingField].map((op) => op.operationId)).toEqual([
      'renameProbe',
      'renameProbe',
      'renameProbe',
    ]);
  });
});
