// The ui project's set-up file. Test files of pure logic (no DOM, no React) say `// @vitest-environment node` at their
// top: they get no window, and skip jsdom and this set-up, about 1-2 s of CPU per file.
if (typeof window !== 'undefined') await import('./dom-environment');

export {};
