import { describe, it } from 'vitest';
import { checkResponseBodies } from '../../../../test/support/response-properties';
import { connectionSchema } from './get-connection';
import { fixturesKeysSchema } from './get-demo-personas';

describe('sign-in responses: random, cut and altered bodies become a readable error, never a crash', () => {
  it('the connection', async () => {
    await checkResponseBodies(connectionSchema, [{ mode: 'sandbox' }, { mode: 'proxy', upstream: 'acme.example.com' }]);
  }, 60_000);

  it('the demo keys', async () => {
    await checkResponseBodies(fixturesKeysSchema, [{ keys: { admin: 'sbx_admin', viewer: 'sbx_viewer' } }]);
  }, 60_000);
});
