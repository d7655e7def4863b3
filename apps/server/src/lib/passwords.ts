import { hash, verify } from '@node-rs/argon2';

// OWASP ASVS parameters for argon2id, set explicitly rather than left to the library's defaults.
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same work as a real check, so an unknown name answers like a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('no-such-account-placeholder');
  await verifyPassword(await dummy, password);
  return false;
}
