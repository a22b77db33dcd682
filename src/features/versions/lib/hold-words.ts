/** What a change does to the hold, as a sentence: from → to, and what it means for the next release. */
export function holdWords(wasHeld: boolean, willHold: boolean, version: string): string {
  if (wasHeld && willHold) return `Stays held (Held → Held): it stays on ${version} until changed here.`;
  if (!wasHeld && willHold) return `Following → Held: it stays on ${version} until changed here.`;
  if (wasHeld && !willHold) return `The hold is released (Held → Following): it moves on with its channel's newest version.`;
  return `Stays following (Following → Following): it moves on with its channel's newest version.`;
}
