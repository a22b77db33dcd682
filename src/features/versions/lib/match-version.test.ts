// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeploymentVersion } from '@/api/schemas';
import { closestVersions, imageOf, matchVersion, normalizeVersionInput } from './match-version';

const item = (version: string, channel: string, flags: Partial<DeploymentVersion> = {}): DeploymentVersion => ({
  version,
  releaseChannel: channel,
  releaseChannelVersion: `cubejs/cube:v${version}`,
  isCurrent: false,
  isLatestInChannel: false,
  ...flags,
});

const list = [
  item('1.3.24', 'latest', { isLatestInChannel: true }),
  item('1.3.22', 'latest', { isCurrent: true }),
  item('1.3.9', 'latest'),
  item('1.2.30', 'release'),
];

describe('version input', () => {
  it('takes the image from the list', () => {
    expect(imageOf(list)).toBe('cubejs/cube');
  });

  it.each(['1.3.22', 'v1.3.22', 'cubejs/cube:v1.3.22', ' cubejs/cube:1.3.22 '])('normalizes %s', (raw) => {
    expect(normalizeVersionInput(raw, 'cubejs/cube')).toEqual({ ok: true, version: '1.3.22' });
  });

  it('refuses another image and things that are not versions', () => {
    expect(normalizeVersionInput('other/img:v1.3.22', 'cubejs/cube').ok).toBe(false);
    expect(normalizeVersionInput('latest', 'cubejs/cube').ok).toBe(false);
    expect(normalizeVersionInput('', 'cubejs/cube').ok).toBe(false);
  });

  it('compares numerically when naming the closest versions', () => {
    expect(closestVersions('1.3.10', list)).toEqual(['1.3.9', '1.3.22']);
    expect(closestVersions('9.0.0', list)).toEqual(['1.3.24']);
    expect(closestVersions('0.1.0', list)).toEqual(['1.2.30']);
  });

  it('finds a listed version, preferring the current channel', () => {
    const both = [...list, item('1.3.22', 'release')];
    const found = matchVersion('v1.3.22', both, 'release');
    expect(found.ok && found.item.releaseChannel).toBe('release');
  });

  it('names one closest version when there is only one side', () => {
    const result = matchVersion('2.0.0', list, 'latest');
    expect(!result.ok && result.message).toBe(
      "2.0.0 is not on this deployment's versions list. The closest listed version is 1.3.24.",
    );
  });
});
