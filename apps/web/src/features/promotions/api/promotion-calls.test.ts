import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { applyToPromotion, ownerImageQuery } from './promotion-calls';

let requests: { url: string; init: RequestInit }[];
let reply: () => Response;

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return reply();
  });
  useSession.getState().signIn('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
    headers: { 'content-type': 'application/json' },
  });

describe('the promotion calls', () => {
  it('send the application as multipart: remark and images, with the session and no JSON type', async () => {
    const application = {
      id: 5,
      remark: 'hi',
      images: [],
      status: 'applying',
      createdDateStr: '2026-01-01 00:00:00',
    };
    reply = () => envelope(application);
    const image = new File([new Uint8Array([0x89, 0x50])], 'proof.png', { type: 'image/png' });
    await expect(applyToPromotion(12, 'hi', [image])).resolves.toEqual(application);
    const { url, init } = requests[0]!;
    expect(url).toBe('/wps/promotions/12/apply');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('tok-1');
    expect(headers['content-type']).toBeUndefined();
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('remark')).toBe('hi');
    expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['proof.png']);
  });

  it('fetch an owner-only image as bytes with the session', async () => {
    reply = () => new Response('png-bytes', { status: 200, headers: { 'content-type': 'image/png' } });
    const query = ownerImageQuery('/wps/promotions/applications/5/images/0');
    const blob = await (query.queryFn as () => Promise<Blob>)();
    expect(await blob.text()).toBe('png-bytes');
    expect((requests[0]!.init.headers as Record<string, string>).authorization).toBe('tok-1');
  });
});
