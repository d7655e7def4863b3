import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Values sealed at rest (bank account numbers, authenticator secrets) with AES-256-GCM, and keyed hashes
 * to find duplicates without opening them. Both keys derive from one 32-byte master key.
 */
export type Sealer = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
  /** A keyed hash (HMAC-SHA-256): equal values give equal hashes, and nobody without the key can test one. */
  keyedHash: (value: string) => string;
};

const VERSION = 'v1';

export function createSealer(masterKey: Buffer): Sealer {
  if (masterKey.length !== 32) throw new Error('The seal key must be 32 bytes.');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, 32));
  const encryptionKey = derive('platform seal: aes-256-gcm');
  const hashKey = derive('platform seal: hmac-sha256');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown sealed value.');
      const bytes = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([
        decipher.update(bytes.subarray(12, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    },
    keyedHash: (value) => createHmac('sha256', hashKey).update(value).digest('base64url'),
  };
}

/**
 * The master key: from the setting when given (base64 of 32 bytes), else from `file`, created with a
 * fresh random key on first start (readable by the server's user only).
 */
export function loadSealKey(options: { base64?: string; file: string }): Buffer {
  if (options.base64) {
    const key = Buffer.from(options.base64, 'base64');
    if (key.length !== 32) throw new Error('SEAL_KEY must be the base64 of 32 bytes.');
    return key;
  }
  if (existsSync(options.file)) {
    const key = Buffer.from(readFileSync(options.file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${options.file} does not hold a 32-byte key.`);
    return key;
  }
  const key = randomBytes(32);
  mkdirSync(path.dirname(options.file), { recursive: true, mode: 0o700 });
  writeFileSync(options.file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}
