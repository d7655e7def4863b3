import { API } from '@platform/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, resetKeyCache } from './api-client';
import { useSession } from './session';
import { useUi } from './ui-store';

type Reply = { status: number; body: unknown };
let replies: Reply[];
let requests: { url: string; init: RequestInit }[];

beforeEach(() => {
  replies = [];
  requests = [];
  resetKeyCache();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const reply = replies.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
});

describe('the API client', () => {
  it('answers the value of a successful envelope and sends the headers', async () => {
    useSession.getState().signIn('tok123');
    replies.push({ status: 200, body: { success: true, value: { sumBalance: 12.5 }, message: 'OK' } });
    await expect(call(API.balance)).resolves.toEqual({ sumBalance: 12.5 });
    const headers = requests[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('tok123');
    expect(headers.language).toBe('EN');
  });

  it('throws an ApiError carrying status, code, message and field', async () => {
    replies.push({
      status: 409,
      body: {
        success: false,
        value: { field: 'username' },
        message: 'username: taken',
        errorCode: 'register.username.taken',
      },
    });
    const error = await call(API.register, { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      errorCode: 'register.username.taken',
      message: 'username: taken',
      field: 'username',
    });
  });

  it('forgets the session and opens the login popup on 401 login.not.session', async () => {
    useSession.getState().signIn('expired');
    replies.push({
      status: 401,
      body: { success: false, value: null, message: 'Not logged in', errorCode: 'login.not.session' },
    });
    await expect(call(API.memberInfo)).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useUi.getState().modal).toBe('login');
  });

  it('seals an encrypted call: body { value } and the Encryption header, never the plain payload', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const publicKey = btoa(String.fromCharCode(...spki));
    replies.push({ status: 200, body: { success: true, value: { keyId: 'k1', publicKey }, message: 'OK' } });
    replies.push({ status: 200, body: { success: true, value: { token: 't' }, message: 'OK' } });
    await call(API.login, {
      method: 'POST',
      body: { username: 'lotus88', password: 'Secret123' },
      encrypted: true,
    });

    const sent = requests[1];
    const headers = sent?.init.headers as Record<string, string>;
    expect(headers.encryption).toMatch(/^k1:[A-Za-z0-9+/=]+$/);
    const body = JSON.parse(sent?.init.body as string) as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(sent?.init.body as string).not.toContain('Secret123');

    // The private key opens it: RSA-OAEP unwraps the AES key, AES-GCM opens the payload.
    const wrapped = Uint8Array.from(atob(headers.encryption!.split(':')[1]!), (c) => c.charCodeAt(0));
    const aesRaw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, wrapped);
    const aes = await crypto.subtle.importKey('raw', aesRaw, 'AES-GCM', false, ['decrypt']);
    const sealed = Uint8Array.from(atob(body.value), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(0, 12) },
      aes,
      sealed.slice(12),
    );
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual({
      username: 'lotus88',
      password: 'Secret123',
    });
  });

  it('fetches the key again and retries once when the server no longer knows it', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const key = {
      success: true,
      value: { keyId: 'k', publicKey: btoa(String.fromCharCode(...spki)) },
      message: 'OK',
    };
    replies.push({ status: 200, body: key });
    replies.push({
      status: 400,
      body: { success: false, value: null, message: 'bad', errorCode: 'encryption.invalid' },
    });
    replies.push({ status: 200, body: key });
    replies.push({ status: 200, body: { success: true, value: null, message: 'OK' } });
    await expect(
      call(API.changePassword, { method: 'POST', body: { a: 1 }, encrypted: true }),
    ).resolves.toBeNull();
    expect(requests.map((r) => r.url)).toEqual([
      API.rsaKey,
      API.changePassword,
      API.rsaKey,
      API.changePassword,
    ]);
  });
});
