/**
 * zod as the contracts use it: everything of zod, except that `z.string()` refuses control characters
 * (see text.ts). Every file of packages/contracts imports `z` from here, never from 'zod' itself
 * (text.test.ts checks it).
 */
export * from 'zod';
export { string } from './text.js';
