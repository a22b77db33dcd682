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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first load (sign-in, then the deployments list) in one chunk with the shell that starts it: one
          // request and one gzip stream instead of a dozen small chunks that each compress alone. Their own modules
          // come along (dependencies are captured too); every other page stays a chunk of its own.
          groups: [
            {
              name: 'first-load',
              test: /src[\\/](main\.tsx|features[\\/](auth[\\/]sign-in-page|deployments[\\/]deployments-page)\.tsx)$/,
            },
          ],
        },
      },
    },
  },
});
