import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SPORTS } from '@shared/constants';

// Draws the link-preview pictures (web/public/sports/{sport}.png, committed) from the sport
// illustrations. WhatsApp and Facebook ignore an SVG og:image, so a game without a cover needs a
// raster one; 1200×630 is the size their large previews use. Run by hand when an illustration
// changes: `npx tsx web/build/render-sport-previews.ts`.
const sportsDir = fileURLToPath(new URL('../public/sports/', import.meta.url));
const [width, height] = [1200, 630];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const tab = await browser.newPage({ viewport: { width, height } });
for (const sport of [...SPORTS, 'other']) {
  const svg = readFileSync(`${sportsDir}${sport}.svg`, 'utf8').replace(
    '<svg ',
    '<svg preserveAspectRatio="xMidYMid slice" style="width:100%;height:100%" ',
  );
  await tab.setContent(`<body style="margin:0;width:${width}px;height:${height}px;overflow:hidden">${svg}</body>`);
  writeFileSync(`${sportsDir}${sport}.png`, await tab.screenshot({ type: 'png' }));
}
await browser.close();
