/** An APP dashboard: its HTML runs in a sandboxed frame. */
export const appSample = {
  kind: 'APP',
  title: 'Revenue app',
  app: {
    entry: 'index.html',
    files: {
      'index.html':
        '<!doctype html><html><body style="font-family:sans-serif"><h1>Revenue app</h1><p id="out">Loading…</p><script>document.getElementById("out").textContent = "Scripts run inside the sandbox only.";</script></body></html>',
      'app.js': 'console.log("app")',
    },
    manifest: { version: 2, dependencies: { react: '^19.0.0', 'vega-lite': '^6.0.0' } },
  },
};
