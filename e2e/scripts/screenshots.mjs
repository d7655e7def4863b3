// Takes screenshots of the running site for a look by eye: node e2e/scripts/screenshots.mjs <url> <out-dir>
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [url = 'http://127.0.0.1:3000', out = 'e2e/artifacts/screens'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const profile = mkdtempSync(path.join(tmpdir(), 'shots-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = context.pages()[0] ?? (await context.newPage());
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
for (const [name, width, theme] of [
  ['home-light', 1280, 'light'],
  ['home-dark', 1280, 'dark'],
  ['home-mobile', 375, 'light'],
]) {
  await page.setViewportSize({ width, height: 860 });
  await page.goto(url);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(out, `${name}.png`) });
}
await page.setViewportSize({ width: 1280, height: 900 });
await page.evaluate(() => localStorage.setItem('theme', 'light'));
await page.goto(url + '/register');
await page.waitForLoadState('networkidle');
await page.locator('[data-testid="register-submit"]').click();
await page.screenshot({ path: path.join(out, 'register-errors.png') });
await page.goto(url + '/vip');
await page.waitForLoadState('networkidle');
await page.screenshot({ path: path.join(out, 'vip.png') });
console.log(errors.length ? `page errors:\n${errors.join('\n')}` : 'no page errors');
await context.close();
rmSync(profile, { recursive: true, force: true });
