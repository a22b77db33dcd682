import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInProcessSandbox, type InProcessSandbox } from '../../test/support/in-process-sandbox.ts';

/** A signal that is not Node's AbortSignal, like jsdom's: it must never reach `new Request`. */
class ForeignSignal extends EventTarget {
  aborted = false;
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
}

describe('the in-process sandbox helper', () => {
  let env: InProcessSandbox | null = null;
  afterEach(() => {
    env?.restore();
    env = null;
  });

  it('answers relative API calls through the replaced fetch', async () => {
    env = startInProcessSandbox();
    const res = await fetch('/api/v1/deployments', { headers: { Authorization: `Bearer ${env.fixtures.keys.admin}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { deployments: { name: string }[] } };
    expect(body.data.deployments.map((d) => d.name)).toContain('Acme Analytics');
  });

  it('answers absolute URLs on the page origin and reports sandbox mode', async () => {
    env = startInProcessSandbox();
    const res = await fetch('http://localhost/__switchboard/connection');
    expect(await res.json()).toEqual({ mode: 'sandbox' });
  });

  it('sends JSON bodies and the key header', async () => {
    env = startInProcessSandbox();
    const { deployments, branches, keys } = env.fixtures;
    const res = await fetch(`/build/api/v1/deployments/${deployments.primary}/branches/staging-environment`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${keys.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, branchName: branches.shared }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { isStagingEnvironmentEnabled: boolean } }).data.isStagingEnvironmentEnabled).toBe(
      true,
    );
  });

  it('rejects with an AbortError when a foreign signal aborts, without passing it to Request', async () => {
    env = startInProcessSandbox({ latencyMs: 50 });
    const signal = new ForeignSignal();
    const pending = fetch('/api/v1/deployments', {
      signal: signal as unknown as AbortSignal,
      headers: { authorization: `Bearer ${env.fixtures.keys.admin}` },
    });
    signal.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops an aborted call in the sandbox too: it changes nothing, even after the delay', async () => {
    env = startInProcessSandbox({ latencyMs: 50 });
    const { deployments, branches, keys } = env.fixtures;
    const signal = new ForeignSignal();
    const pending = fetch(`/build/api/v1/deployments/${deployments.primary}/branches/staging-environment`, {
      method: 'PUT',
      signal: signal as unknown as AbortSignal,
      headers: { authorization: `Bearer ${keys.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, branchName: branches.shared }),
    });
    signal.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const sandbox = env.sandbox;
    await vi.waitFor(() => expect(sandbox.requests.list().map((r) => [r.method, r.status])).toEqual([['PUT', 499]]));
    const res = await env.request(`/build/api/v1/deployments/${deployments.primary}/branches?first=100`, { key: keys.admin });
    const body = (await res.json()) as { items: { name: string; isStagingEnvironmentEnabled: boolean }[] };
    expect(body.items.find((b) => b.name === branches.shared)?.isStagingEnvironmentEnabled).toBe(false);
  });

  it('lets other URLs fall through to the original fetch and restores it', async () => {
    const original = globalThis.fetch;
    env = startInProcessSandbox();
    expect(globalThis.fetch).not.toBe(original);
    await expect(fetch('http://127.0.0.1:1/api/v1/deployments')).rejects.toThrow();
    env.restore();
    env = null;
    expect(globalThis.fetch).toBe(original);
  });

  it('offers request() for arranging state', async () => {
    env = startInProcessSandbox();
    const res = await env.request(`/api/v1/deployments/${env.fixtures.deployments.primary}`, { key: env.fixtures.keys.viewer });
    expect(res.status).toBe(200);
    expect((await env.request('/api/v1/deployments')).status).toBe(401);
  });
});
