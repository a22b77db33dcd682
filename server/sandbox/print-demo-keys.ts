import type { Fixtures } from './fixtures.ts';

/** Demo keys by persona, for the start banner (sandbox mode only: these keys open nothing real). */
export function demoKeyLines(fixtures: Fixtures): string[] {
  const notes: Record<keyof Fixtures['keys'], string> = {
    admin: 'Admin, every deployment, audit log',
    scoped: 'scoped to the primary deployment',
    viewer: 'below AI BI User: clone and audit log refused',
    creatorEmbed: 'creator-mode embed session',
    expired: 'expired: every call answers 401',
  };
  return [
    'Demo API keys (sandbox only):',
    ...(Object.keys(notes) as (keyof Fixtures['keys'])[]).map((p) => `  ${p.padEnd(13)} ${fixtures.keys[p]}  (${notes[p]})`),
  ];
}
