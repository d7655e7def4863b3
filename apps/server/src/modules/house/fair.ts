import { createHash, createHmac, randomBytes } from 'node:crypto';
import { fairRng, type HmacFn, type Rng } from './fair-stream.js';

export * from './fair-stream.js';

/** HMAC-SHA256 with Node's crypto (the browser uses `sha256.ts`; both give the same bytes). */
export const nodeHmac: HmacFn = (key, message) => createHmac('sha256', key).update(message).digest();

/** SHA-256 of the seed's text (the 64 hex characters), as shown to the player before the round. */
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

/** A fresh server seed from the CSPRNG: 32 bytes, hex. */
export const newServerSeed = () => randomBytes(32).toString('hex');

/** A client seed drawn for a player who did not choose one: 16 hex characters. */
export const newClientSeed = () => randomBytes(8).toString('hex');

/** A server seed and the hash committed to before it is used. */
export function commitment(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: seedHash(serverSeed) };
}

/** The random stream of one round. */
export const roundRng = (serverSeed: string, clientSeed: string, nonce: number): Rng =>
  fairRng(nodeHmac, serverSeed, clientSeed, nonce);
