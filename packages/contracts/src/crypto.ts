/**
 * The encrypted-call wire format (DESIGN.md section 4): AES-256-GCM over the UTF-8 JSON payload,
 * body `{ value: base64(iv || ciphertext || tag) }`, header `Encryption: <keyId>:<base64 RSA-OAEP-SHA256
 * wrapped AES key>`. The client half is here, on Web Crypto, so the browser and the tests share it.
 */
export type RsaKey = { keyId: string; publicKey: string };
export type EncryptedBody = { value: string };

export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const AES_KEY_BYTES = 32;

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export type EncryptedCall = { body: EncryptedBody; header: string };

/** Encrypts a payload for the server key; a fresh AES key and IV every call. */
export async function encryptPayload(key: RsaKey, payload: unknown): Promise<EncryptedCall> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey(
    'spki',
    fromBase64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesRaw = globalThis.crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const aes = await subtle.importKey('raw', aesRaw, { name: 'AES-GCM' }, false, ['encrypt']);
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, aesRaw));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv, 0);
  out.set(sealed, iv.length);
  return { body: { value: toBase64(out) }, header: `${key.keyId}:${toBase64(wrapped)}` };
}
