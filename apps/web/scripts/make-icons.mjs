// node scripts/make-icons.mjs: draws the app's install icons (public/icons/*.png)
// from one SVG mark, the favicon's record in the raspberry tile. The PNGs are
// committed; run this again only when the mark changes. Uses the API's sharp.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../api/package.json', import.meta.url));
const sharp = require('sharp');
const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(outDir, { recursive: true });

// The theme's colours (src/theme.ts): encore.7, spotlight.6, midnight.9.
const ENCORE = '#c2255c';
const SPOTLIGHT = '#ffab09';
const MIDNIGHT = '#1f1235';

/**
 * The record mark on a 512 square. `safe` is the share of the side the record
 * may use: maskable icons keep everything inside the central 80% circle, as
 * launchers crop them to any shape; the plain icon keeps rounded corners.
 */
function mark({ maskable }) {
  const r = maskable ? 150 : 190;
  const corner = maskable ? 0 : 112;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${ENCORE}"/>
      <stop offset="1" stop-color="${SPOTLIGHT}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="url(#tile)"/>
  <circle cx="256" cy="256" r="${r}" fill="${MIDNIGHT}"/>
  <circle cx="256" cy="256" r="${r * 0.72}" fill="none" stroke="#3b2a5c" stroke-width="${r * 0.05}"/>
  <circle cx="256" cy="256" r="${r * 0.5}" fill="none" stroke="#3b2a5c" stroke-width="${r * 0.05}"/>
  <circle cx="256" cy="256" r="${r * 0.33}" fill="${SPOTLIGHT}"/>
  <circle cx="256" cy="256" r="${r * 0.08}" fill="${MIDNIGHT}"/>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'maskable-192.png', size: 192, maskable: true },
  // iOS home screen: no transparency, no rounding of its own (iOS rounds it).
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

for (const { file, size, maskable } of icons) {
  await sharp(Buffer.from(mark({ maskable })))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}${file}`);
  console.log(`public/icons/${file}`);
}
