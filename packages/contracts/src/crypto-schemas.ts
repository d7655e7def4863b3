import * as z from './z.js';
import type { EncryptedBody, RsaKey } from './crypto.js';

export const rsaKeySchema: z.ZodType<RsaKey> = z.object({
  keyId: z.string().max(64),
  publicKey: z.string().max(4096),
});

export const encryptedBodySchema: z.ZodType<EncryptedBody> = z.object({
  value: z.string().min(1).max(200_000),
});
