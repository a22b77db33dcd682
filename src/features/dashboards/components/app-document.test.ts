import { describe, expect, it } from 'vitest';
import { appDocument } from './app-document';

const entry =
  '<!doctype html><html><head><link rel="stylesheet" href="styles.css"></head><body><div id="root">Loading…</div>' +
  '<script src="./js/app.js"></script><script src="https://cdn.example.com/lib.js"></script><script src="missing.js"></script></body></html>';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function decoded(url: string | null): string {
  return decodeURIComponent((url ?? '').replace(/^data:[^,]*,/, ''));
}

describe('appDocument', () => {
  it('puts the app’s own scripts and styles into its entry as data: URLs, in their places', () => {
    const files = {
      'index.html': entry,
      'js/app.js': 'document.getElementById("root").textContent = "</script> is only text here";',
      'styles.css': 'body { color: teal; }',
    };
    const doc = parse(appDocument(entry, 'index.html', files));
    const [app, cdn, missing] = [...doc.querySelectorAll('script')];
    expect(app?.getAttribute('src')).toMatch(/^data:text\/javascript;charset=utf-8,/);
    expect(decoded(app?.getAttribute('src') ?? null)).toBe(files['js/app.js']);
    const stylesheet = doc.querySelector('link[rel="stylesheet"]');
    expect(stylesheet?.getAttribute('href')).toMatch(/^data:text\/css;/);
    expect(decoded(stylesheet?.getAttribute('href') ?? null)).toBe('body { color: teal; }');
    // What is not one of the app's files is left alone (the frame's policy blocks it).
    expect(cdn?.getAttribute('src')).toBe('https://cdn.example.com/lib.js');
    expect(missing?.getAttribute('src')).toBe('missing.js');
    expect(doc.getElementById('root')?.textContent).toBe('Loading…');
  });

  it('resolves references against the entry’s own folder', () => {
    const html = '<img src="../img/logo.svg" alt="Logo">';
    const files = { 'app/index.html': html, 'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' };
    const doc = parse(appDocument(html, 'app/index.html', files));
    expect(doc.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
  });

  it('returns the entry unchanged when it refers to none of the files', () => {
    const html = '<p>inline</p>';
    expect(appDocument(html, 'index.html', { 'index.html': html })).toBe(html);
    expect(appDocument(html, 'index.html', { 'index.html': html, 'app.js': '1' })).toBe(html);
  });
});
