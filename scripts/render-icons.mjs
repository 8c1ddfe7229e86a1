// Regenerates the shell's icon set from frontends/shell/public/icon.svg (run after changing it):
//   node scripts/render-icons.mjs frontends/shell/public
// PNGs at 180 (apple-touch-icon, on white), 192 and 512 (web manifest), and favicon.ico packing 16, 32 and 48 px PNGs.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
const dir = process.argv[2];
const svg = fs.readFileSync(path.join(dir, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
async function png(size, { pad = 0, background = 'transparent' } = {}) {
  await page.setViewportSize({ width: size, height: size });
  const inner = size - 2 * pad;
  await page.setContent(`<html><body style="margin:0;background:${background}"><div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`);
  return page.screenshot({ omitBackground: background === 'transparent', type: 'png' });
}
fs.writeFileSync(path.join(dir, 'apple-touch-icon.png'), await png(180, { background: '#ffffff', pad: 0 }));
fs.writeFileSync(path.join(dir, 'icon-192.png'), await png(192));
fs.writeFileSync(path.join(dir, 'icon-512.png'), await png(512));
const sizes = [16, 32, 48];
const images = [];
for (const s of sizes) images.push(await png(s));
await browser.close();
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); header.writeUInt16LE(1, 2); header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((s, i) => {
  const e = Buffer.alloc(16);
  e.writeUInt8(s, 0); e.writeUInt8(s, 1); e.writeUInt8(0, 2); e.writeUInt8(0, 3);
  e.writeUInt16LE(1, 4); e.writeUInt16LE(32, 6); e.writeUInt32LE(images[i].length, 8); e.writeUInt32LE(offset, 12);
  offset += images[i].length;
  return e;
});
fs.writeFileSync(path.join(dir, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]));
