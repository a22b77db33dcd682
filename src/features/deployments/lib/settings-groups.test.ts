import { describe, expect, it } from 'vitest';
import referenceSettings from '@/api/schemas/captured/reference/settings.json';
import specSettings from '@/api/schemas/captured/spec/settings.json';
import { groupSettings } from './settings-groups';

const find = (groups: ReturnType<typeof groupSettings>, id: string) => groups.find((g) => g.id === id);

describe('the overview’s settings, grouped', () => {
  it.each([
    ['spec', specSettings],
    ['reference', referenceSettings],
  ])('shows every setting the %s shape returns, each once, in a group', (_, settings) => {
    const groups = groupSettings(settings);
    const shown = groups.flatMap((g) => (g.id === 'template' ? [] : g.rows.map((r) => r.key)));
    const expected = Object.keys(settings).filter((key) => !['id', 'name', 'templateVariables'].includes(key));
    expect(shown.sort()).toEqual(expected.sort());
    expect(find(groups, 'runtime')?.rows.find((r) => r.key === 'isCubeSqlEnabled')?.value).toBe('On');
    expect(find(groups, 'release')?.rows.find((r) => r.key === 'releaseChannelVersionHold')?.value).toBe('Held on this version');
    expect(find(groups, 'template')?.rows.map((r) => `${r.label}=${r.value}`)).toEqual([
      'replicas=3',
      'cubeStoreWorkers=2',
      'cacheTtl=10m',
    ]);
  });

  it('never shows a secret’s value, at the top level, in template variables or inside an object', () => {
    const groups = groupSettings({
      region: 'eu-west-1',
      apiSecret: 'sk_live_1',
      templateVariables: { dbPassword: 'hunter2', replicas: 2 },
      cspsConfig: { enabled: true, s3Bucket: 'b', awsSecretAccessKey: 'AKIA-secret' },
    });
    const text = JSON.stringify(groups);
    for (const secret of ['sk_live_1', 'hunter2', 'AKIA-secret']) expect(text).not.toContain(secret);
    expect(find(groups, 'template')?.rows.find((r) => r.key === 'dbPassword')?.value).toBe('set (hidden)');
    expect(find(groups, 'other')?.rows.find((r) => r.key === 'cspsConfig')?.value).toBe(
      'enabled: true; s3Bucket: b; awsSecretAccessKey: hidden',
    );
  });

  it('says "not set" for nulls and leaves out groups the service sent nothing for', () => {
    const groups = groupSettings({ id: 1, name: 'x', region: null });
    expect(groups.map((g) => g.id)).toEqual(['runtime']);
    expect(groups[0]?.rows).toEqual([{ key: 'region', label: 'Region', value: 'not set', unset: true }]);
  });
});
