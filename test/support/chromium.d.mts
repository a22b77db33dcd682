export function findChromium(): string | null;
export function ensureChromium(): string;
export const chromiumArgs: string[];
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
