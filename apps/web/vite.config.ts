// By path: the config is bundled on its own, and Node cannot load the package's TypeScript entry.
import { COLOR_SCHEME_SCRIPT } from '../../packages/domain/src/color-scheme';
import { iconSpriteMarkup } from '../../packages/ui/src/icon-sprite-symbols';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';

/** The API server (apps/api) in development; in production it serves this app itself. */
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/trpc': API_ORIGIN,
  '/api': API_ORIGIN,
  '/uploads': API_ORIGIN,
};

/** Theme colours (src/theme.ts): encore.7 for the browser's bars, cream.0 behind the splash. */
const THEME_COLOR = '#c2255c';
const BACKGROUND_COLOR = '#fffdf8';

/**
 * The app's stylesheet stops holding up the first paint: index.html preloads
 * it instead of linking it, its boot screen is styled inline, and main.tsx
 * applies the stylesheet before React renders (FCP).
 */
function stylesheetOffTheCriticalPath(): Plugin {
  return {
    name: 'gigrank:stylesheet-off-the-critical-path',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="(\/assets\/index-[^"]+\.css)">/,
          '<link rel="preload" as="style"$1 href="$2" data-app-stylesheet>',
        ),
    },
  };
}

/**
 * The colour scheme (light or dark) is set before the first paint by the one
 * inline script the app has, first in <head>; the API's CSP allows it by its
 * hash (packages/domain color-scheme.ts holds the text for both).
 */
function colorSchemeBeforePaint(): Plugin {
  return {
    name: 'gigrank:color-scheme-before-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The icons every show card draws, written once at the start of the body as
 * an SVG sprite that the cards `<use>` (packages/ui icon-sprite-symbols.ts):
 * outside React's root, so it is neither rendered nor adopted by the app.
 */
function cardIconSprite(): Plugin {
  return {
    name: 'gigrank:card-icon-sprite',
    transformIndexHtml: (html) => html.replace(/<body>/, () => `<body>\n    ${iconSpriteMarkup()}`),
  };
}

/**
 * The server's render of a screen (`vite build --ssr src/entry-server.tsx`, into
 * dist-ssr/): one module with every library in it, loaded by the API (apps/api
 * http/first-screen.ts). The browser's build settings below do not apply to it.
 */
const serverRenderBuild = defineConfig({
  plugins: [tanstackRouter(), react()],
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

const browserBuild = defineConfig({
  // Route generation options live in tsr.config.json so that
  // scripts/generate-route-tree.mjs (run before `tsc`) produces the same file.
  plugins: [
    tanstackRouter(),
    react(),
    colorSchemeBeforePaint(),
    cardIconSprite(),
    stylesheetOffTheCriticalPath(),
    // The installable app: the web manifest (linked from index.html by the plugin) and the
    // service worker built from src/sw.ts with the precache list of the build. It is
    // registered by src/lib/pwa.ts after the first screen, and a new one waits for the
    // next visit (no forced reload): README "Offline and install".
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: 'Gigrank',
        short_name: 'Gigrank',
        description:
          'Log the concerts you attended, score them, rank them and follow your friends.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['music', 'entertainment', 'social'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // A classic script: every browser with service workers runs it (module workers are newer).
        rollupFormat: 'iife',
        // The app shell: index.html and every built script and stylesheet (route
        // chunks included, so any screen opens offline), the favicon and icons.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['**/node_modules/**', 'sw.js'],
      },
    }),
    precompress(),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    // dist/.vite/manifest.json: the API preloads each screen's code with its page
    // (apps/api http/first-screen.ts).
    manifest: true,
    rolldownOptions: {
      // The app (index.html), and the loader a server-rendered page starts it with
      // (src/after-paint.ts, found in the manifest by apps/api http/first-screen.ts).
      input: { index: 'index.html', 'after-paint': 'src/after-paint.ts' },
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
