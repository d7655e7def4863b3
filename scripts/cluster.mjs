#!/usr/bin/env node
// `npm run cluster`: the platform as a production-like set-up on one machine (README "Several API
// processes"): PostgreSQL and Redis as found, three API processes, and HAProxy in front of them. Ctrl-C stops
// what it started (the processes and the balancer); PostgreSQL and Redis keep running.
//
// Settings (environment): DATABASE_URL (default postgres://postgres@127.0.0.1:5432/royal_lotus, created when
// missing), REDIS_URL (redis://127.0.0.1:6379), REDIS_KEY_PREFIX, CLUSTER_PORT (8080, the balancer),
// CLUSTER_API_PORT (3001: the processes take it and the next two), KEYS_DIR (./keys), LOG_LEVEL (warn).
// `npm run cluster -- --build` builds again even when a build is there.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PROCESSES = 3;
const settings = {
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/royal_lotus',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  balancerPort: Number(process.env.CLUSTER_PORT ?? 8080),
  firstApiPort: Number(process.env.CLUSTER_API_PORT ?? 3001),
  keysDir: path.resolve(root, process.env.KEYS_DIR ?? 'keys'),
  runDir: path.join(root, 'data', 'cluster'),
  logLevel: process.env.LOG_LEVEL ?? 'warn',
};
const host = '127.0.0.1';
const publicUrl = `http://${host}:${settings.balancerPort}`;

const say = (line = '') => console.log(line);
function fail(lines) {
  console.error(['', ...lines, ''].join('\n'));
  process.exit(1);
}
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function findPostgres() {
  const url = new URL(settings.databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    fail([`DATABASE_URL: the database name "${name}" must be lower-case letters, digits and _.`]);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    fail([
      `PostgreSQL does not answer at ${url.host} (${error.message}).`,
      'Install and start it (Debian):',
      '  apt-get install -y postgresql',
      '  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      'or set DATABASE_URL to a PostgreSQL server of yours.',
    ]);
  }
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) {
    await client.query(`create database ${name}`);
    say(`  created database ${name}`);
  }
  await client.end();
  say(`  PostgreSQL: ${url.host}, database ${name}`);
}

async function findRedis() {
  const redis = new Redis(settings.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    fail([
      `Redis does not answer at ${settings.redisUrl} (${error.message}).`,
      'Install and start it (Debian):',
      '  apt-get install -y redis-server',
      '  redis-server --daemonize yes --bind 127.0.0.1 --port 6379',
      'or set REDIS_URL to a Redis server of yours.',
    ]);
  } finally {
    redis.disconnect();
  }
  say(`  Redis: ${settings.redisUrl}`);
}

function buildIfNeeded() {
  const built =
    existsSync(path.join(root, 'apps/server/dist/server.js')) &&
    existsSync(path.join(root, 'apps/web/dist/index.html'));
  if (built && !process.argv.includes('--build')) {
    say('  build: apps/server/dist and apps/web/dist (npm run cluster -- --build builds again)');
    return;
  }
  say('  building (npm run build) ...');
  if (!run('npm', ['run', 'build'])) fail(['npm run build failed; see above.']);
}

function findHaproxy() {
  if (hasCommand('haproxy')) return;
  if (!isRoot())
    fail([
      'HAProxy is not installed. Install it from Debian, then run npm run cluster again:',
      '  sudo apt-get install -y haproxy',
    ]);
  say('  installing HAProxy (apt-get install -y haproxy) ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { env });
  if (!install() && !(run('apt-get', ['update'], { env }) && install()))
    fail(['apt-get install haproxy failed; see above.']);
}

/** The seal key, made once before the processes start: three processes making one each would race. */
function sealKey() {
  if (process.env.SEAL_KEY) return;
  const file = path.join(settings.keysDir, 'seal.key');
  if (existsSync(file)) return;
  mkdirSync(settings.keysDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  say(`  seal key created: ${file} (keep it apart from the database and its backups)`);
}

/** The balancer's configuration: deploy/haproxy.cfg with its settings filled in. */
function writeBalancerConfig(apiPorts) {
  const values = {
    LB_BIND: `${host}:${settings.balancerPort}`,
    ...Object.fromEntries(apiPorts.map((port, i) => [`API_${i + 1}`, `${host}:${port}`])),
  };
  const template = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
  const config = template.replace(/"\$\{([A-Z_0-9]+)\}"/g, (whole, name) =>
    name in values ? values[name] : whole,
  );
  const file = path.join(settings.runDir, 'haproxy.cfg');
  writeFileSync(file, config);
  if (!run('haproxy', ['-c', '-q', '-f', file])) fail([`HAProxy refused ${file}; see above.`]);
  return file;
}

const children = [];
let stopping = false;

function startChild(label, command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${label} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
    void stopAll(1);
  });
  children.push({ label, child });
  return child;
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  say('\nstopping the balancer and the API processes ...');
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  say('stopped. (PostgreSQL and Redis keep running.)');
  process.exit(code);
}

async function answers(url, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline && !stopping) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

say('Royal Lotus cluster: PostgreSQL, Redis, three API processes and HAProxy on this machine');
await findPostgres();
await findRedis();
buildIfNeeded();
findHaproxy();
const apiPorts = Array.from({ length: API_PROCESSES }, (_, i) => settings.firstApiPort + i);
for (const port of [...apiPorts, settings.balancerPort])
  if (!(await portIsFree(port)))
    fail([`Port ${port} is taken. Choose others with CLUSTER_API_PORT (the processes) and CLUSTER_PORT.`]);
mkdirSync(path.join(settings.runDir, 'shared'), { recursive: true });
sealKey();
const balancerConfig = writeBalancerConfig(apiPorts);

process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));

say(`  starting ${API_PROCESSES} API processes on ports ${apiPorts.join(', ')} ...`);
for (const [i, port] of apiPorts.entries())
  startChild(`api${i + 1}`, process.execPath, [path.join(root, 'apps/server/dist/server.js'), '--demo'], {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    HOST: host,
    PORT: String(port),
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    // One folder for the uploads and the outbox of all three (DATA_DIR holds no database with DATABASE_URL).
    DATA_DIR: path.join(settings.runDir, 'shared'),
    KEYS_DIR: settings.keysDir,
    TRUST_PROXY: 'true',
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: settings.logLevel,
  });
// The first process migrates and seeds an empty database while the others wait for it: minutes at most.
for (const port of apiPorts) {
  if ((await answers(`http://${host}:${port}/healthz`, 300_000)) || stopping) continue;
  console.error(`The API process on port ${port} did not become healthy.`);
  await stopAll(1);
}
startChild('haproxy', 'haproxy', ['-db', '-f', balancerConfig], process.env);
if (!(await answers(`${publicUrl}/healthz`, 30_000)) && !stopping) {
  console.error('HAProxy did not answer.');
  await stopAll(1);
}

say(`
Royal Lotus is running at ${publicUrl} (HAProxy, round robin over ${API_PROCESSES} API processes)
  API processes:  ${apiPorts.map((p) => `http://${host}:${p}`).join('  ')}
  database:       ${new URL(settings.databaseUrl).host}${new URL(settings.databaseUrl).pathname} (PostgreSQL)
  shared state:   ${settings.redisUrl} (Redis: session revocations, rate limits, scheduled-run claims)
  shared files:   ${path.relative(root, path.join(settings.runDir, 'shared'))} (uploads and the outbox)
  balancer:       ${path.relative(root, balancerConfig)}
  demo logins:    player01 / Lotus2026 (merchant "demo"); operators admin, finance01, support01 / Lotus2026
                  (admin and finance01 set up an authenticator at their first login)
Ctrl-C stops the balancer and the API processes.`);
