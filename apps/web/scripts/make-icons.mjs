#!/usr/bin/env node
// Writes the installable app's icons from public/logo.svg: `node apps/web/scripts/make-icons.mjs`.
// 192 and 512 px for "any" (the logo on a light rounded tile) and "maskable" (full-bleed tile,
// the logo inside the central safe zone, 60 %, so any platform mask keeps it whole).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const outDir = path.join(publicDir, 'icons');
fs.mkdirSync(outDir, { recursive: true });
const svg = fs.readFileSync(path.join(publicDir, 'logo.svg'));
const background = { r: 253, g: 248, b: 244, alpha: 1 };

async function icon(size, logoShare, rounded) {
  const logoSize = Math.round(size * logoShare);
  const logo = await sharp(svg, { density: 512 })
    .resize(logoSize, logoSize, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const radius = rounded ? Math.round(size * 0.18) : 0;
  const tile = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="rgb(${background.r},${background.g},${background.b})"/></svg>`,
  );
  return sharp(tile)
    .composite([{ input: logo, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

for (const size of [192, 512]) {
  fs.writeFileSync(path.join(outDir, `icon-${size}.png`), await icon(size, 0.78, true));
  fs.writeFileSync(path.join(outDir, `icon-maskable-${size}.png`), await icon(size, 0.6, false));
}
fs.writeFileSync(path.join(outDir, 'apple-touch-icon.png'), await icon(180, 0.7, false));
console.log(`icons written to ${outDir}`);
