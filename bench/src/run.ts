// `npm run bench`: each figure beside a reference measured in the same run on the same machine.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@platform/contracts';
import { encrypted, registerMember } from './lib/api.js';
import { benchDatabase } from './lib/database.js';
import { load, type LoadResult } from './lib/load.js';
import { freePort, peakRssDuring, rssMiB, startNode } from './lib/processes.js';
import { lighthouse, type LighthouseResult } from './lib/lighthouse.js';
import { measureHome } from './lib/web-size.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const webDist = path.join(repoRoot, 'apps/web/dist');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** `npm run bench -- pages` runs only the page measures, `-- api` only the API ones; nothing runs both. */
const parts = new Set(process.argv.slice(2).filter((a) => a === 'api' || a === 'pages'));
const wants = (part: 'api' | 'pages') => parts.size === 0 || parts.has(part);
const LIGHTHOUSE_PAGES = ['/', '/promotions', '/vip'];

if (!existsSync(serverEntry) || !existsSync(path.join(webDist, 'index.html'))) {
  console.error('Build first: npm run build (npm run bench does it for you).');
  process.exit(1);
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const row = (name: string, r: LoadResult) =>
  `${name.padEnd(34)} ${fmt(r.requestsPerSecond).padStart(9)} req/s  p99 ${fmt(r.p99Ms).padStart(4)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`;

const lhRow = (name: string, r: LighthouseResult, ref: LighthouseResult) =>
  `${name.padEnd(24)} perf ${String(r.performance).padStart(3)} (ref ${ref.performance})  a11y ${String(r.accessibility).padStart(3)}  ` +
  `LCP ${fmt(r.lcpMs).padStart(5)} ms (ref ${fmt(ref.lcpMs)}, x${fmt(r.lcpMs / ref.lcpMs, 2)})  TBT ${fmt(r.tbtMs).padStart(4)} ms  ` +
  `CLS ${fmt(r.cls, 3)}  unsized images ${r.unsizedImages}`;

async function main() {
  const results: Record<string, unknown> = {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    node: process.version,
  };
  console.log(
    `Machine: ${os.cpus().length} cores, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, Node ${process.version}; ${DURATION} s per run, ${CONNECTIONS} connections\n`,
  );

  // References: bare Fastify (a JSON route for the API, a static page for Lighthouse).
  const barePort = await freePort();
  const bare = await startNode(
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), String(barePort)],
    { cwd: repoRoot, port: barePort, readyPath: '/ping' },
  );
  let bareResult: LoadResult | undefined;
  const pageRef: Partial<Record<'desktop' | 'mobile', LighthouseResult>> = {};
  try {
    if (wants('api')) {
      await load({ url: `${bare.url}/ping`, connections: CONNECTIONS, durationSeconds: 2 });
      bareResult = await load({
        url: `${bare.url}/ping`,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
      });
    }
    if (wants('pages')) {
      pageRef.desktop = lighthouse(`${bare.url}/page`, 'desktop');
      pageRef.mobile = lighthouse(`${bare.url}/page`, 'mobile');
    }
  } finally {
    await bare.stop();
  }

  // The platform, on PostgreSQL when one answers.
  const db = await benchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const port = await freePort();
  const platform = await startNode([serverEntry], {
    cwd: repoRoot,
    port,
    readyPath: '/healthz',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
      ...(db.url ? { DATABASE_URL: db.url } : {}),
    },
  });
  try {
    if (bareResult)
      Object.assign(results, await apiBench(platform.url, platform.child.pid ?? 0, bareResult, db.kind));
    if (wants('pages')) Object.assign(results, await pagesBench(platform.url, pageRef));
    results.database = db.kind;
    const dir = path.join(repoRoot, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `bench-${Date.now()}.json`), JSON.stringify(results, null, 2));
  } finally {
    await platform.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function apiBench(baseUrl: string, pid: number, bareResult: LoadResult, dbKind: string) {
  const restMiB = rssMiB(pid);
  const username = `bench${randomBytes(4).toString('hex')}`;
  const password = 'Bench2026x';
  const token = await registerMember(baseUrl, username, password);
  const headers = { authorization: token };

  await load({ url: baseUrl + API.memberInfo, headers, connections: CONNECTIONS, durationSeconds: 2 });
  const info = await load({
    url: baseUrl + API.memberInfo,
    headers,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
  });
  const balance = await load({
    url: baseUrl + API.balance,
    headers,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
  });
  const afterReadsMiB = rssMiB(pid);

  const login = await encrypted(baseUrl, { type: 'username', username, password });
  const logins = await peakRssDuring(pid, () =>
    load({
      url: baseUrl + API.login,
      method: 'POST',
      headers: login.headers,
      body: login.body,
      connections: 8,
      durationSeconds: DURATION,
    }),
  );

  console.log(`Authenticated reads (database: ${dbKind})`);
  console.log(row('reference: bare Fastify GET /ping', bareResult));
  console.log(
    `${row('GET /wps/member/info', info)}  ratio ${fmt(info.requestsPerSecond / bareResult.requestsPerSecond, 3)} (goal >= 0.2)`,
  );
  console.log(
    `${row('GET /wps/v2/wallets/balance', balance)}  ratio ${fmt(balance.requestsPerSecond / bareResult.requestsPerSecond, 3)} (goal >= 0.2)`,
  );
  console.log('\nLogins (argon2id, encrypted call, 8 connections)');
  console.log(row('POST /wps/session/login', logins.result));
  console.log(
    `  ${fmt(logins.result.requestsPerSecond / bareResult.requestsPerSecond, 4)} of the bare Fastify reference`,
  );
  console.log('\nServer memory (resident)');
  console.log(
    `  at rest ${fmt(restMiB, 1)} MiB, after the read runs ${fmt(afterReadsMiB, 1)} MiB, peak under login load ${fmt(logins.peakMiB, 1)} MiB\n`,
  );
  return {
    bare: bareResult,
    memberInfo: info,
    balance,
    logins: logins.result,
    memory: { restMiB, afterReadsMiB, peakLoginMiB: logins.peakMiB },
  };
}

async function pagesBench(baseUrl: string, ref: Partial<Record<'desktop' | 'mobile', LighthouseResult>>) {
  const web = await measureHome(baseUrl, webDist);
  console.log('Home route, loaded in Chromium');
  console.log(
    `  initial JavaScript ${fmt(web.initialJsKiB, 1)} KiB gzip (goal <= 150) in ${web.scripts.length} files; CSS ${fmt(web.initialCssKiB, 1)} KiB gzip`,
  );
  console.log(
    `  once settled (carousels, pop-ups and the footer strip loaded after idle): ${fmt(web.settledJsKiB, 1)} KiB gzip in ${web.settledScripts.length} files`,
  );
  for (const [lang, kib] of Object.entries(web.languageChunksKiB))
    console.log(`  language chunk ${lang}: ${fmt(kib, 1)} KiB gzip (goal <= 20)`);

  const pages: LighthouseResult[] = [];
  for (const preset of ['desktop', 'mobile'] as const) {
    const reference = ref[preset];
    if (!reference) continue;
    console.log(
      `\nLighthouse ${preset === 'desktop' ? 'desktop preset' : 'mobile (simulated slow 4G, 4x CPU slowdown)'}; goals: performance >= 95, CLS <= 0.05, accessibility >= 95`,
    );
    console.log(lhRow('reference: static page', reference, reference));
    for (const page of LIGHTHOUSE_PAGES) {
      const r = lighthouse(baseUrl + page, preset);
      pages.push(r);
      console.log(lhRow(page, r, reference));
    }
  }
  return { web, lighthouse: { reference: ref, pages } };
}

await main();
