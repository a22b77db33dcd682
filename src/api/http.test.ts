import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { setApiKey } from './credentials';
import { ApiError, NetworkError, SchemaError } from './errors';
import { request } from './http';

function answer(body: string, init: ResponseInit = {}) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, init));
}

const schema = z.looseObject({ name: z.string() });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the http client', () => {
  it('sends the stored key as a Bearer header to a relative path with the query', async () => {
    setApiKey('secret-key-123', false);
    const fetchSpy = answer('{"name":"ok"}', { status: 200 });
    await expect(
      request({ operation: 'Test', path: '/api/v1/things', query: { offset: 0, limit: 20, type: undefined }, schema }),
    ).resolves.toEqual({
      name: 'ok',
    });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url as string).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/things\?offset=0&limit=20$/);
    expect(url as string).not.toContain('secret-key-123');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer secret-key-123');
  });

  it('turns { error } into an ApiError with status, message and operation', async () => {
    answer('{"error":"Workbook limit of the plan reached"}', { status: 400, statusText: 'Bad Request' });
    const error = await request({ operation: 'Clone workbook', path: '/x', schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Workbook limit of the plan reached', operation: 'Clone workbook' });
  });

  it('uses the status text and raw body when the body is not the error shape', async () => {
    answer('<html>upstream exploded</html>', { status: 502, statusText: 'Bad Gateway' });
    const error = await request({ operation: 'List', path: '/x', schema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway: <html>upstream exploded</html>' });
  });

  it('passes a cancelled request on as an abort, whatever realm its error comes from, and a failed one as a network error', async () => {
    // Like an abort from a worker's or Node's fetch: named AbortError, but no instance of this page's DOMException.
    const foreignAbort = Object.assign(Object.create(null) as object, { name: 'AbortError', message: 'aborted' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(foreignAbort).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request({ operation: 'List', path: '/x', schema })).rejects.toBe(foreignAbort);
    await expect(request({ operation: 'List', path: '/x', schema })).rejects.toBeInstanceOf(NetworkError);
  });

  it('keeps the 409 code so callers can tell a transient conflict', async () => {
    answer('{"error":"changed","code":"upsert_branch_changed"}', { status: 409 });
    await expect(request({ operation: 'Upsert', path: '/x', schema })).rejects.toMatchObject({
      status: 409,
      code: 'upsert_branch_changed',
    });
  });

  it('never repeats the key in an error message, even when the server echoes it', async () => {
    setApiKey('echoed-secret-key', false);
    answer('{"error":"bad token echoed-secret-key in Bearer echoed-secret-key"}', { status: 401 });
    const error = (await request({ operation: 'List', path: '/x', schema }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).not.toContain('echoed-secret-key');
  });

  it('reports a wrong shape as a SchemaError naming the field path', async () => {
    answer('{"name":42}', { status: 200 });
    const error = await request({ operation: 'Get thing', path: '/x', schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect(error).toMatchObject({ fieldPath: 'name' });
    expect((error as SchemaError).message).toContain('Get thing');
  });

  it('reports a 200 that is not JSON clearly', async () => {
    answer('not json', { status: 200 });
    await expect(request({ operation: 'Get thing', path: '/x', schema })).rejects.toThrow('not JSON');
  });

  it('reports an unreachable server as a NetworkError', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await expect(request({ operation: 'List', path: '/x', schema })).rejects.toBeInstanceOf(NetworkError);
  });
});
