import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'apps/sportsbook', 'apps/admin'],
    // Vitest's default is one worker fewer than the cores, which is one on a two-core machine. The server
    // files wait on their database much of the time, and the unit files are independent, so two files at a
    // time is the floor (measured on two cores: the server suite on PGlite in 509 s instead of about 1,000).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
