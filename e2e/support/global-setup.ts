import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the built platform (server and web) on a fresh embedded database for the journeys. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-e2e-'));
  const server = await startServer(dataDir);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
