import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

/** The API server (apps/api) in development; in production it serves this app itself. */
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/trpc': API_ORIGIN,
  '/api': API_ORIGIN,
  '/uploads': API_ORIGIN,
};

export default defineConfig({
  // Route generation options live in tsr.config.json so that
  // scripts/generate-route-tree.mjs (run before `tsc`) produces the same file.
  plugins: [tanstackRouter(), react(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    rolldownOptions: {
      treeshake: {
        // The workspace packages are plain modules: what the app does not import is dropped,
        // e.g. the zod schemas of @gigrank/domain stay with the forms that use them.
        moduleSideEffects: (id) =>
          /[\\/]packages[\\/](domain|ui)[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        // Libraries change less often than the app: separate chunks keep them cached across deploys.
        // Other libraries stay with the routes that use them (the cropper and the Wrapped
        // renderer load only when their dialogs do).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            { name: 'data', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
