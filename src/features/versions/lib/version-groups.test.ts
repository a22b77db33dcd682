// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeploymentVersion } from '@/api/schemas';
import { groupVersions } from './version-groups';
import { holdWords } from './hold-words';

const v = (releaseChannel: string, version: string, flags: Partial<DeploymentVersion> = {}): DeploymentVersion => ({
  releaseChannel,
  version,
  releaseChannelVersion: `cubejs/cube:v${version}`,
  isLatestInChannel: false,
  isCurrent: false,
  ...flags,
});

describe('the versions list, grouped and ordered', () => {
  it('puts the running channel first and every channel newest first by version number, not by text or arrival', () => {
    const groups = groupVersions(
      [
        v('latest', '1.9.0'),
        v('release', '1.2.3'),
        v('latest', '1.10.0', { isLatestInChannel: true }),
        v('release', '1.2.30', { isLatestInChannel: true, isCurrent: true }),
        v('latest', '1.9.12'),
        v('release', '1.2.4'),
      ],
      null,
    );
    expect(groups.map((g) => g.channel)).toEqual(['release', 'latest']);
    expect(groups[0]?.items.map((i) => i.version)).toEqual(['1.2.30', '1.2.4', '1.2.3']);
    expect(groups[1]?.items.map((i) => i.version)).toEqual(['1.10.0', '1.9.12', '1.9.0']);
    expect(groups[1]?.head?.version).toBe('1.10.0');
  });

  it('follows the channel the settings name, and says when a channel marks no head', () => {
    const groups = groupVersions([v('b', '1.0.0'), v('a', '2.0.0'), v('c', '3.0.0')], 'c');
    expect(groups.map((g) => g.channel)).toEqual(['c', 'a', 'b']);
    expect(groups.every((g) => g.head === null)).toBe(true);
  });
});

describe('what a change does to the hold, in words', () => {
  const older = { version: '1.3.18', channel: 'latest', newest: '1.3.24' };
  it('names from and to for each of the four cases', () => {
    expect(holdWords(true, true, older)).toBe('Stays held (Held → Held): it stays on 1.3.18 until changed here.');
    expect(holdWords(false, true, older)).toBe('Following → Held: it stays on 1.3.18 until changed here.');
    expect(holdWords(true, false, older)).toMatch(/^The hold is released \(Held → Following\)/);
    expect(holdWords(false, false, older)).toMatch(/^Stays following \(Following → Following\)/);
  });

  it('says a deployment left unheld below its channel’s newest version stays there until the channel’s next release', () => {
    expect(holdWords(true, false, older)).toBe(
      "The hold is released (Held → Following): it stays on 1.3.18 now and moves to the latest channel's next release when that comes out (not to 1.3.24, its newest version now).",
    );
    expect(holdWords(false, false, { version: '1.3.24', channel: 'latest', newest: '1.3.24' })).toBe(
      "Stays following (Following → Following): it stays on 1.3.24 now and moves to the latest channel's next release when that comes out.",
    );
  });
});
