import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// NOTE: lighthouse stays out of the workspace lockfile (DESIGN.md section 11): one of its dependencies is
// declared as `latest`, which would break `npm ci` the day it publishes. It is installed here, on demand,
// into a git-ignored folder, at a version that runs on Node 20.
const VERSION = '12.8.2';
const toolDir = path.resolve(import.meta.dirname, '../../.tools', `lighthouse-${VERSION}`);
const cli = path.join(toolDir, 'node_modules/lighthouse/cli/index.js');

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function ensureLighthouse(): void {
  if (existsSync(cli)) return;
  mkdirSync(toolDir, { recursive: true });
  writeFileSync(path.join(toolDir, 'package.json'), '{"private":true}\n');
  console.log(`  installing lighthouse@${VERSION} into ${path.relative(process.cwd(), toolDir)} ...`);
  execFileSync(
    'npm',
    ['install', '--prefix', toolDir, '--no-audit', '--no-fund', '--no-package-lock', `lighthouse@${VERSION}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

export type LighthouseResult = {
  url: string;
  preset: 'desktop' | 'mobile';
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  unsizedImages: number;
  /**
   * Lighthouse's measure of this machine's CPU speed (`environment.benchmarkIndex`; higher is faster). The
   * mobile preset multiplies the page's main-thread work by 4 whatever the machine, so its TBT and score
   * follow this figure: runs on different machines compare only beside it.
   */
  benchmarkIndex: number;
};

type Report = {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};

/**
 * One Lighthouse run of a page in Debian's chromium: scores out of 100, LCP and TBT in ms, CLS. Lighthouse
 * sometimes fails to record its trace (NO_NAVSTART); such a run is tried once more.
 */
export function lighthouse(url: string, preset: 'desktop' | 'mobile'): LighthouseResult {
  try {
    return lighthouseOnce(url, preset);
  } catch {
    console.log(`  (lighthouse failed on ${url}; running it again)`);
    return lighthouseOnce(url, preset);
  }
}

function lighthouseOnce(url: string, preset: 'desktop' | 'mobile'): LighthouseResult {
  ensureLighthouse();
  const out = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  const profile = path.join(out, 'profile');
  const file = path.join(out, 'report.json');
  try {
    execFileSync(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--only-categories=performance,accessibility',
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      url,
      preset,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      unsizedImages: report.audits['unsized-images']?.details?.items?.length ?? 0,
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
