// Shared by the console and the sandbox (both order versions the same way); no React, no Node: importable by both.

/** Orders dotted numeric versions (`1.2.10` after `1.2.9`); missing parts count as 0. Negative, 0 or positive. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length, 3); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
