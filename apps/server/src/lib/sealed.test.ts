import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSealer, loadSealKey, mayCreateSealKey } from './sealed.js';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seal-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the seal key lives apart from the data', () => {
  it('moves a key found in the data folder to the keys folder, and the sealed values still open', () => {
    const root = fresh();
    const former = path.join(root, 'data', 'keys', 'seal.key');
    const file = path.join(root, 'keys', 'seal.key');
    mkdirSync(path.dirname(former), { recursive: true });
    const old = Buffer.alloc(32, 5);
    writeFileSync(former, old.toString('base64'));
    const sealed = createSealer(old).seal('1234567890');
    const logged: object[] = [];
    const key = loadSealKey({ file, formerFile: former, log: { info: (obj) => logged.push(obj) } });
    expect(createSealer(key).open(sealed)).toBe('1234567890');
    expect(existsSync(former)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(old.toString('base64'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(logged).toEqual([{ from: former, to: file }]);
    // The next start reads it from its new place.
    expect(loadSealKey({ file, formerFile: former }).equals(old)).toBe(true);
  });

  it('makes a key in the keys folder, never in the data folder, when it may', () => {
    const root = fresh();
    const file = path.join(root, 'keys', 'seal.key');
    const former = path.join(root, 'data', 'keys', 'seal.key');
    loadSealKey({ file, formerFile: former, mayCreate: true });
    expect(existsSync(file)).toBe(true);
    expect(existsSync(path.join(root, 'data'))).toBe(false);
  });

  it('refuses to make one silently in production with an external database', () => {
    const root = fresh();
    const file = path.join(root, 'keys', 'seal.key');
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/platform' };
    expect(mayCreateSealKey(production)).toBe(false);
    expect(() => loadSealKey({ file, mayCreate: mayCreateSealKey(production) })).toThrow(
      /SEAL_KEY.*KEYS_DIR/,
    );
    expect(existsSync(file)).toBe(false);
    expect(mayCreateSealKey({ ...production, KEYS_DIR: '/srv/keys' })).toBe(true);
    expect(mayCreateSealKey({ NODE_ENV: 'production' })).toBe(true);
    expect(mayCreateSealKey({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/x' })).toBe(true);
    // A key given in the setting needs no folder at all.
    const given = Buffer.alloc(32, 9).toString('base64');
    expect(loadSealKey({ base64: given, file, mayCreate: false }).toString('base64')).toBe(given);
  });
});
