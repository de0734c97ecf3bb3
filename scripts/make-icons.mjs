// Renders packages/portal/public/icons/icon.svg to the PNG sizes browsers ask for (web manifest, Apple touch
// icon). Run after changing the SVG: `node scripts/make-icons.mjs`; the PNGs are committed, so a build needs
// no browser. Uses Debian's Chromium through Playwright, as the tests do.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const dir = fileURLToPath(new URL('../packages/portal/public/icons/', import.meta.url));
const svg = await readFile(`${dir}icon.svg`, 'utf8');
const SIZES = [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
  ['favicon-32.png', 32],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const [name, size] of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:#000}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${dir}${name}`, omitBackground: false });
    await page.close();
    console.log(`${name} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
