import type { DeploymentVersion } from '@/api/schemas';
import { compareVersions } from '../../../../shared/compare-versions';

/** The image repository the list qualifies versions with (`cubejs/cube` in `cubejs/cube:v1.2.3`). */
export function imageOf(versions: DeploymentVersion[]): string | null {
  for (const item of versions) {
    const colon = item.releaseChannelVersion.lastIndexOf(':');
    if (colon > 0) return item.releaseChannelVersion.slice(0, colon);
  }
  return null;
}

export type VersionInput = { ok: true; version: string } | { ok: false; message: string };

/** `1.2.3`, `v1.2.3` and `<image>:v1.2.3` all become `1.2.3`; anything else is refused with the reason. */
export function normalizeVersionInput(raw: string, image: string | null): VersionInput {
  let text = raw.trim();
  if (text === '') return { ok: false, message: 'Enter a version, for example 1.2.3.' };
  const colon = text.lastIndexOf(':');
  if (colon >= 0) {
    const repository = text.slice(0, colon);
    if (image && repository !== image) {
      return {
        ok: false,
        message: `“${repository}” is not this deployment's image; use ${image}:v<version> or just the version.`,
      };
    }
    text = text.slice(colon + 1);
  }
  if (/^v/i.test(text)) text = text.slice(1);
  if (!/^\d+(\.\d+){0,2}$/.test(text)) {
    return { ok: false, message: `“${raw.trim()}” is not a version. Use 1.2.3, v1.2.3 or ${image ?? '<image>'}:v1.2.3.` };
  }
  return { ok: true, version: text };
}

/** The listed versions right below and right above `version` (each may be missing at the ends). */
export function closestVersions(version: string, versions: DeploymentVersion[]): string[] {
  const unique = [...new Set(versions.map((v) => v.version))].sort(compareVersions);
  const below = unique.filter((v) => compareVersions(v, version) < 0).at(-1);
  const above = unique.find((v) => compareVersions(v, version) > 0);
  return [below, above].filter((v): v is string => v !== undefined);
}

export type VersionMatch = { ok: true; item: DeploymentVersion } | { ok: false; message: string };

/** Finds a typed version on the list (preferring the current channel) or says why not, naming the closest listed ones. */
export function matchVersion(raw: string, versions: DeploymentVersion[], currentChannel: string | null): VersionMatch {
  const input = normalizeVersionInput(raw, imageOf(versions));
  if (!input.ok) return input;
  const matches = versions.filter((v) => v.version === input.version);
  const item = matches.find((v) => v.releaseChannel === currentChannel) ?? matches[0];
  if (item) return { ok: true, item };
  const closest = closestVersions(input.version, versions);
  const suggestion = closest.length
    ? ` The closest listed ${closest.length === 1 ? 'version is' : 'versions are'} ${closest.join(' and ')}.`
    : '';
  return { ok: false, message: `${input.version} is not on this deployment's versions list.${suggestion}` };
}
