/**
 * The host page for user HTML (report snapshots of kind `html`, `APP` dashboards).
 *
 * A `srcdoc` iframe inherits the console's Content-Security-Policy, which (rightly) forbids inline script, so
 * app HTML would never run in the production build. Instead the console frames this page with
 * `sandbox="allow-scripts"` (an opaque origin: no access to the console's storage, cookies or DOM) and posts the
 * HTML to it once. This page has its own policy: scripts and styles of the content may run, but it may not
 * connect anywhere, submit forms or be framed by another site.
 */
const FRAME_SCRIPT = `
addEventListener('message', function onMessage(event) {
  if (event.source !== parent || !event.data || event.data.type !== 'switchboard:render') return;
  removeEventListener('message', onMessage);
  document.open();
  document.write(String(event.data.html));
  document.close();
});
parent.postMessage({ type: 'switchboard:frame-ready' }, '*');
`;

const FRAME_HOST_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Sandboxed content</title><script>${FRAME_SCRIPT}</script></head><body></body></html>`;

const FRAME_HOST_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval' data: blob:",
  "style-src 'unsafe-inline' data:",
  'img-src data: blob:',
  'font-src data:',
  'media-src data: blob:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

export function frameHostResponse(): Response {
  return new Response(FRAME_HOST_HTML, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': FRAME_HOST_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-cache',
    },
  });
}
