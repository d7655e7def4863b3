import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

type KeyLog = { info: (obj: object, msg: string) => void };

/**
 * Whether the server may make a new seal key on its own. Not in production with an external database
 * (decision record 024): the database outlives this machine's disk, so a key made there silently would
 * leave every sealed number unreadable the day the machine is replaced. There the key is given
 * (`SEAL_KEY`), or its folder is chosen on purpose (`KEYS_DIR`, then kept and backed up apart).
 */
export function mayCreateSealKey(settings: {
  NODE_ENV: string;
  DATABASE_URL?: string | undefined;
  KEYS_DIR?: string | undefined;
}): boolean {
  return !(settings.NODE_ENV === 'production' && settings.DATABASE_URL && !settings.KEYS_DIR);
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key.`);
  return key;
}

/**
 * The master key: from the setting when given (base64 of 32 bytes), else from `file` (in the keys
 * folder, apart from the data). A key left in its former place inside the data folder (`formerFile`) is
 * moved to `file` on start, so that an existing install keeps reading its sealed values. Without any, a
 * fresh random key is made (readable by the server's user only) when `mayCreate`; otherwise start stops
 * with what to set.
 */
export function loadSealKey(options: {
  base64?: string | undefined;
  file: string;
  formerFile?: string;
  mayCreate?: boolean;
  log?: KeyLog;
}): Buffer {
  if (options.base64) {
    const key = Buffer.from(options.base64, 'base64');
    if (key.length !== 32) throw new Error('SEAL_KEY must be the base64 of 32 bytes.');
    return key;
  }
  const { file, formerFile } = options;
  if (existsSync(file)) return readKeyFile(file);
  if (formerFile && path.resolve(formerFile) !== path.resolve(file) && existsSync(formerFile)) {
    const key = readKeyFile(formerFile);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    rmSync(formerFile);
    options.log?.info({ from: formerFile, to: file }, 'seal key moved out of the data folder');
    return key;
  }
  if (options.mayCreate === false)
    throw new Error(
      `No seal key: set SEAL_KEY (base64 of 32 bytes), or KEYS_DIR to the folder that keeps ${path.basename(file)} ` +
        '(apart from the database and its backups). In production with DATABASE_URL the server does not make one by itself.',
    );
  const key = randomBytes(32);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  options.log?.info({ file }, 'seal key created');
  return key;
}
