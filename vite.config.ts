import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the console supports has modulepreload; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    // Big lazy chunks (vega) are expected; the first-load budget is measured by `npm run bench`.
    chunkSizeWarningLimit: 2000,
  },
});
