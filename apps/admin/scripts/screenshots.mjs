#!/usr/bin/env node
// Screenshots of every back-office screen, light and dark, at 1,280 px, for a look before a release.
//
//   node apps/admin/scripts/screenshots.mjs <folder> [--url http://127.0.0.1:4100] [--user admin]
//        [--password Lotus2026] [--secret <authenticator key>] [--width 1280]
//
// Signs in through the login page as an operator would. An operator without an authenticator is set up
// through the setup page; the key is kept in <folder>/.authenticator-<user> so that the next run (or
// `--secret`) can answer the code the login asks for. Every screen of the registry the operator's role sees
// is opened from the sidebar; a detail screen (a path with `:param`) is opened by clicking the first row of
// the list it belongs to. Writes `<screen>-light.png` and `<screen>-dark.png` (full page), and lists the
// page errors and refused calls met on each screen.

import { createHmac } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4100' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'Lotus2026' },
    secret: { type: 'string' },
    width: { type: 'string', default: '1280' },
  },
});
const outDir = positionals[0];
if (!outDir) {
  console.error('usage: screenshots.mjs <folder> [--url ...] [--user ...] [--password ...] [--secret ...]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const baseUrl = options.url.replace(/\/$/, '');
const adminUrl = `${baseUrl}/admin`;
const width = Number(options.width);
const screensDir = path.resolve(import.meta.dirname, '../src/screens');

// --- the authenticator (RFC 6238, SHA-1, 6 digits, 30 s) ---

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Decode(text) {
  let bits = 0;
  let value = 0;
  const out = [];
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
function totp(secret, step) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
const secretFile = path.join(outDir, `.authenticator-${options.user}`);
let lastStep = 0;
/** A code of a time step not used yet in this run (the server takes each code once). */
async function nextCode(secret) {
  for (;;) {
    const step = Math.max(lastStep + 1, Math.floor(Date.now() / 30_000));
    if (step <= Math.floor(Date.now() / 30_000) + 1) {
      lastStep = step;
      return totp(secret, step);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

// --- the screens of the registry ---

/** `path`s of every screen definition (src/screens/<area>/index.ts), in the files' order. */
function registryPaths() {
  const paths = [];
  for (const area of readdirSync(screensDir, { withFileTypes: true })) {
    const index = path.join(screensDir, area.name, 'index.ts');
    if (!area.isDirectory() || !existsSync(index)) continue;
    for (const match of readFileSync(index, 'utf8').matchAll(/\bpath:\s*'([^']+)'/g)) paths.push(match[1]);
  }
  return paths;
}

const fileName = (screenPath) => screenPath.replace(/[:/]+/g, '_').replace(/^_+|_+$/g, '') || 'home';

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // Lazy screens and their first queries: wait for loading states to go.
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"], .table-state.loading, .spinner'),
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

async function signIn(page) {
  await page.goto(`${adminUrl}/login`);
  await page.locator('input[name="username"]').fill(options.user);
  await page.locator('input[name="password"]').fill(options.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.locator('input[name="code"]');
  const setup = page.getByRole('button', { name: 'Set up the authenticator' });
  const signedIn = page.locator('nav[aria-label="Sections"]');
  await Promise.race([
    code.waitFor({ timeout: 30_000 }),
    setup.waitFor({ timeout: 30_000 }),
    signedIn.waitFor({ timeout: 30_000 }),
  ]);
  if (await setup.isVisible()) {
    await setup.click();
    const key = ((await page.locator('code.secret').textContent({ timeout: 15_000 })) ?? '').replace(
      /\s/g,
      '',
    );
    writeFileSync(secretFile, key, { mode: 0o600 });
    await code.fill(await nextCode(key));
    await page.getByRole('button', { name: 'Turn on' }).click();
  } else if (await code.isVisible()) {
    const secret = options.secret ?? (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '');
    if (!secret) throw new Error(`${options.user} asks for an authenticator code: pass --secret`);
    await code.fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await signedIn.waitFor({ timeout: 30_000 });
}

const profile = mkdtempSync(path.join(tmpdir(), 'admin-screenshots-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  viewport: { width, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
let problems = [];
page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
page.on('console', (m) => {
  if (m.type() === 'error') problems.push(`console: ${m.text()}`);
});
page.on('response', (r) => {
  if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/admin/'))
    problems.push(`${r.request().method()} ${new URL(r.url()).pathname} → ${r.status()}`);
});

const report = [];
try {
  await signIn(page);
  const links = await page
    .locator('nav[aria-label="Sections"] a.nav-item')
    .evaluateAll((as) => as.map((a) => new URL(a.href).pathname.replace(/^\/admin\/?/, '')));
  const targets = links.map((p) => ({ screen: p, open: async () => page.goto(`${adminUrl}/${p}`) }));
  for (const detail of registryPaths().filter((p) => p.includes(':'))) {
    const list = detail.split('/:')[0];
    if (!links.includes(list)) continue;
    targets.push({
      screen: detail,
      open: async () => {
        await page.goto(`${adminUrl}/${list}`);
        await settle(page);
        const row = page.locator('table tbody tr.clickable, table tbody tr[tabindex]').first();
        if (!(await row.count())) throw new Error(`no row to open in ${list}`);
        await row.click();
      },
    });
  }
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('admin.theme', t), theme);
    for (const target of targets) {
      problems = [];
      let note = '';
      try {
        await target.open();
        await settle(page);
      } catch (error) {
        note = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      const file = `${fileName(target.screen)}-${theme}.png`;
      await page.screenshot({ path: path.join(outDir, file), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (overflow) problems.push('the page scrolls sideways');
      report.push({ screen: target.screen, theme, file, note, problems: [...new Set(problems)] });
      console.log(
        `${file}${note ? ` (${note})` : ''}${problems.length ? `\n  ${[...new Set(problems)].join('\n  ')}` : ''}`,
      );
    }
  }
  writeFileSync(path.join(outDir, 'report.json'), JSON.stringify(report, null, 2));
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
