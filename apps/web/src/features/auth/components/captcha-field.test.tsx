import { createHash } from 'node:crypto';
import { API, leadingZeroBits } from '@platform/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { CaptchaField } from './captcha-field';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('captcha', () => {
  it('solves the proof of work by itself: nothing to read or type', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(new URL(input, 'http://site.test').pathname);
      return new Response(
        JSON.stringify({
          success: true,
          message: 'OK',
          value: { challenge: 'Y2FwdGNoYS10ZXN0', difficulty: 10, expiresInSeconds: 120 },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    const onChange = vi.fn();
    render(<CaptchaField onChange={onChange} />);
    expect(screen.getByTestId('captcha-check').textContent).toContain('Checking this browser');
    await waitFor(() => expect(screen.getByTestId('captcha-check').dataset.state).toBe('done'));
    expect(asked).toEqual([API.captcha]);
    const nonce = onChange.mock.calls.at(-1)?.[0] as string;
    const digest = createHash('sha256').update(`Y2FwdGNoYS10ZXN0:${nonce}`).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
    expect(document.querySelector('input')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('offers to try again when the challenge does not load', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 500 }));
    render(<CaptchaField onChange={() => undefined} />);
    expect(await screen.findByTestId('captcha-retry')).toBeTruthy();
    expect(screen.getByTestId('captcha-check').dataset.state).toBe('failed');
  });
});
