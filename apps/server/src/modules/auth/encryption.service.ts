import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { AES_KEY_BYTES, ERROR_CODES, IV_BYTES, TAG_BYTES, type RsaKey } from '@platform/contracts';
import { badRequest } from '../../lib/errors.js';
import type { RsaKeysRepository } from './rsa-keys.repository.js';

const generate = promisify(generateKeyPair);

type Deps = {
  repo: Pick<RsaKeysRepository, 'latest' | 'find' | 'insert'>;
  rotateMs: number;
  graceMs: number;
  now?: () => Date;
};

type LoadedKey = {
  keyId: string;
  publicKey: string;
  privateKey: KeyObject;
  createdAt: Date;
  retiredAt: Date | null;
};

const invalid = () => badRequest(ERROR_CODES.encryptionInvalid, 'The encrypted body could not be read.');

/** The encrypted-call format of DESIGN.md section 4 (decision record 003). */
export function createEncryptionService({ repo, rotateMs, graceMs, now = () => new Date() }: Deps) {
  const keys = new Map<string, LoadedKey>();
  let current: LoadedKey | undefined;
  let creating: Promise<LoadedKey> | undefined;

  const load = (row: {
    keyId: string;
    publicKey: string;
    privateKey: string;
    createdAt: Date;
  }): LoadedKey => ({
    keyId: row.keyId,
    publicKey: row.publicKey,
    privateKey: createPrivateKey(row.privateKey),
    createdAt: row.createdAt,
    retiredAt: null,
  });

  async function create(): Promise<LoadedKey> {
    const pair = await generate('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const row = {
      keyId: randomBytes(9).toString('base64url'),
      publicKey: pair.publicKey.toString('base64'),
      privateKey: pair.privateKey,
      createdAt: now(),
    };
    await repo.insert(row);
    return load(row);
  }

  async function currentKey(): Promise<LoadedKey> {
    if (current && now().getTime() - current.createdAt.getTime() < rotateMs) return current;
    creating ??= (async () => {
      const [latest] = await repo.latest(1);
      const fresh =
        latest && now().getTime() - latest.createdAt.getTime() < rotateMs ? load(latest) : await create();
      if (current && current.keyId !== fresh.keyId) current.retiredAt = now();
      keys.set(fresh.keyId, fresh);
      current = fresh;
      return fresh;
    })().finally(() => (creating = undefined));
    return creating;
  }

  async function keyFor(keyId: string): Promise<LoadedKey> {
    let key = keys.get(keyId);
    if (!key) {
      const row = keyId.length <= 64 ? await repo.find(keyId) : undefined;
      if (!row) throw invalid();
      // Another process's key lives its own life (rotation plus grace): processes that rotated at the same
      // moment each made one, and each hands its own out, so retiring it here would refuse their callers.
      key = load(row);
      keys.set(keyId, key);
    }
    if (key.retiredAt && now().getTime() - key.retiredAt.getTime() > graceMs) throw invalid();
    if (!key.retiredAt && now().getTime() - key.createdAt.getTime() > rotateMs + graceMs) throw invalid();
    return key;
  }

  return {
    async publicKey(): Promise<RsaKey> {
      const key = await currentKey();
      return { keyId: key.keyId, publicKey: key.publicKey };
    },

    /** Opens `{ value }` sealed for one of our keys; throws 400 on anything else. */
    async decrypt(header: string, value: string): Promise<unknown> {
      const colon = header.indexOf(':');
      if (colon <= 0) throw invalid();
      const key = await keyFor(header.slice(0, colon));
      try {
        const aesKey = privateDecrypt(
          { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(header.slice(colon + 1), 'base64'),
        );
        const sealed = Buffer.from(value, 'base64');
        if (aesKey.length !== AES_KEY_BYTES || sealed.length < IV_BYTES + TAG_BYTES) throw invalid();
        const decipher = createDecipheriv('aes-256-gcm', aesKey, sealed.subarray(0, IV_BYTES));
        decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(plain.toString('utf8')) as unknown;
      } catch {
        throw invalid();
      }
    },
  };
}
export type EncryptionService = ReturnType<typeof createEncryptionService>;
