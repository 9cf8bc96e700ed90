// Renders each email design theme with the email builder's own renderer and screenshots it in
// Chromium into apps/crm/public/templates/<theme>.png, so the 'Choose Template Design' previews
// always show what the theme really produces. Run after changing a theme:
//   node --import tsx --conditions=@crm/source apps/crm/scripts/renderThemePreviews.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { renderDesign } from '@crm/email-builder';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { designThemes } from '../src/features/templates/designThemes';

const outDir = path.resolve(import.meta.dirname, '../public/templates');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  // Half scale: a 640 x 480 view of the email becomes a 320 x 240 image of a few kilobytes.
  const page = await browser.newPage({
    viewport: { width: 640, height: 480 },
    deviceScaleFactor: 0.5,
  });
  for (const theme of designThemes) {
    await page.setContent(renderDesign(theme.design), { waitUntil: 'load' });
    const file = path.join(outDir, `${theme.id}.png`);
    await page.screenshot({ path: file });
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
} finally {
  await browser.close();
}
