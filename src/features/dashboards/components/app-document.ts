/**
 * The document an `APP` dashboard runs: its entry HTML with every reference to one of the app's own `files` (a
 * script's `src`, a stylesheet's `href`, an image's `src`, …) replaced by a `data:` URL holding that file.
 *
 * The frame that runs it is served by `/__switchboard/frame` with a policy that allows no network at all, so a
 * relative `app.js` would be blocked (and would resolve against the console's server anyway). `data:` URLs are
 * allowed by that policy for scripts, styles and images, need no escaping inside the HTML (an inlined script
 * containing `</script>` would end early), and keep the app's own order of scripts and styles.
 *
 * The entry is parsed with `DOMParser`, which builds an inert document: nothing in it loads or runs here.
 */

const REFERENCE_ATTRIBUTES: Record<string, string> = {
  script: 'src',
  link: 'href',
  img: 'src',
  source: 'src',
  audio: 'src',
  video: 'src',
};

const MEDIA_TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  svg: 'image/svg+xml',
  json: 'application/json',
  html: 'text/html',
  txt: 'text/plain',
};

// A base that no reference can reach: only used to resolve `./a/../app.js` and `/app.js` against the entry's folder.
const APP_BASE = 'https://app.invalid/';

function mediaType(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return MEDIA_TYPES[extension] ?? 'text/plain';
}

function fileDataUrl(path: string, content: string): string {
  return `data:${mediaType(path)};charset=utf-8,${encodeURIComponent(content)}`;
}

/** The key of `files` a reference in the entry points at, or null (an absolute URL, a missing file). */
function fileFor(reference: string, entry: string, files: Readonly<Record<string, string>>): string | null {
  let url: URL;
  try {
    url = new URL(reference, new URL(entry, APP_BASE));
  } catch {
    return null;
  }
  if (url.origin !== new URL(APP_BASE).origin) return null;
  const path = decodeURIComponent(url.pathname.slice(1));
  return Object.hasOwn(files, path) ? path : null;
}

/**
 * The entry's HTML with its references to `files` made self-contained. Without other files, or where the HTML
 * cannot be parsed, the entry is returned as it is.
 */
export function appDocument(html: string, entry: string, files: Readonly<Record<string, string>>): string {
  const others = Object.keys(files).filter((path) => path !== entry);
  if (others.length === 0 || typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  let changed = false;
  for (const [tag, attribute] of Object.entries(REFERENCE_ATTRIBUTES)) {
    for (const element of doc.querySelectorAll(`${tag}[${attribute}]`)) {
      const path = fileFor(element.getAttribute(attribute) ?? '', entry, files);
      if (path === null) continue;
      element.setAttribute(attribute, fileDataUrl(path, files[path] ?? ''));
      changed = true;
    }
  }
  if (!changed) return html;
  const doctype = doc.doctype ? `<!doctype ${doc.doctype.name}>` : '';
  return `${doctype}${doc.documentElement.outerHTML}`;
}
