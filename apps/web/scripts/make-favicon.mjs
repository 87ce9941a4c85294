#!/usr/bin/env node
// Writes public/favicon.ico from public/logo.svg: `node apps/web/scripts/make-favicon.mjs`.
// Browsers ask for /favicon.ico on their own; the icon holds 16, 32 and 48 px PNG images (PNG
// inside ICO is read by every current browser and by Windows).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = fs.readFileSync(path.join(publicDir, 'logo.svg'));
const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()),
);

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length + 16 * images.length;
const entries = images.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[i] % 256, 0); // width (0 would mean 256)
  entry.writeUInt8(sizes[i] % 256, 1); // height
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
fs.writeFileSync(
  path.join(publicDir, 'favicon.ico'),
  Buffer.concat([header, ...entries, ...images]),
);
console.log(`public/favicon.ico: ${sizes.join(', ')} px`);
