import { defineProject } from 'vitest/config';

export default defineProject({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'admin',
    environment: 'jsdom',
    // A journey through several renders can take seconds on a loaded two-core machine; a hang still fails.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
