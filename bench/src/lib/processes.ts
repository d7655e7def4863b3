import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The platform's environment under load, on top of PORT, DATA_DIR and the database: the per-IP route and
 * login limits out of the way; the sandbox payment gateway on (off by default outside development,
 * decision record 025) with its callbacks unthrottled, since the deposit measure is made of them; and the
 * proxy's `X-Forwarded-For` trusted, so that the members the benchmarks open each come from an address of
 * their own (`benchAddress`) and the brand's accounts-per-IP cap does not stop the preparation.
 */
export const BENCH_SERVER_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
  PAYMENT_SANDBOX: 'true',
  GATEWAY_CALLBACK_LIMIT: '100000000',
  TRUST_PROXY: 'true',
} as const;

export type Started = { child: ChildProcess; url: string; output: () => string; stop: () => Promise<void> };

/** Starts a Node process and waits until `readyPath` answers 200. */
export async function startNode(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; port: number; readyPath: string; cwd: string },
): Promise<Started> {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      // The caller gets no handle to stop it with: a process that never became ready goes now.
      child.kill('SIGKILL');
      throw new Error(`process not ready:\n${output}`);
    }
    try {
      if ((await fetch(url + options.readyPath)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Samples the peak resident memory of a process while `work` runs. */
export async function peakRssDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMiB: number }> {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // process gone
    }
  }, 200);
  try {
    const result = await work();
    return { result, peakMiB: peak };
  } finally {
    clearInterval(timer);
  }
}
