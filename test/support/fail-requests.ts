/**
 * Answers the console's requests to one path with a 503 (the `{error}` body a busy service sends) until the returned
 * function is called; every other request goes on to whatever `fetch` was in place (an in-process sandbox).
 */
export function failRequestsTo(pathname: string): () => void {
  const inner = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    if (url.pathname === pathname) return Promise.resolve(new Response('{"error":"busy"}', { status: 503 }));
    return inner(input, init);
  };
  return () => {
    globalThis.fetch = inner;
  };
}
