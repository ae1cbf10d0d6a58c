import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

// Draws the install icons (web/public/icons/*.png, committed) from logo-mark.svg. Run by hand
// when the mark changes: `npx tsx web/build/render-icons.ts`. Maskable icons keep the mark in
// the middle 60% on the brand colour, so any launcher mask (circle, squircle) leaves it whole.
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = readFileSync(`${publicDir}logo-mark.svg`, 'utf8');
const BRAND = '#c2410c';

const page = (size: number, maskable: boolean) => {
  const inner = maskable ? Math.round(size * 0.6) : size;
  return `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BRAND : 'transparent'}">
  <div style="width:${inner}px;height:${inner}px">${mark.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`;
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const size of [192, 512]) {
  for (const maskable of [false, true]) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(page(size, maskable));
    const png = await tab.screenshot({ omitBackground: !maskable });
    writeFileSync(`${publicDir}icons/icon-${size}${maskable ? '-maskable' : ''}.png`, png);
    await tab.close();
  }
}
await browser.close();
