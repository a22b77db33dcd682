/** Where a change leaves the deployment: the version it runs, its channel, and that channel's newest version now. */
export interface Landing {
  version: string;
  channel: string | null;
  newest: string | null;
}

/**
 * What "not held" means, as a clause: the deployment runs the version it is on now, and the platform moves it only
 * when its channel next releases a version; it does not jump to the channel's newest version at once.
 */
export function followingWords({ version, channel, newest }: Landing): string {
  const notYet = newest && newest !== version ? ` (not to ${newest}, its newest version now)` : '';
  const whose = channel ? `the ${channel} channel's` : "its channel's";
  return `it stays on ${version} now and moves to ${whose} next release when that comes out${notYet}.`;
}

/** What a change does to the hold, as a sentence: from → to, and what happens now and at the channel's next release. */
export function holdWords(wasHeld: boolean, willHold: boolean, landing: Landing): string {
  const held = `it stays on ${landing.version} until changed here.`;
  if (wasHeld && willHold) return `Stays held (Held → Held): ${held}`;
  if (!wasHeld && willHold) return `Following → Held: ${held}`;
  if (wasHeld && !willHold) return `The hold is released (Held → Following): ${followingWords(landing)}`;
  return `Stays following (Following → Following): ${followingWords(landing)}`;
}
