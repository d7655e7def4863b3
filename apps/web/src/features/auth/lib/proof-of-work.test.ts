import { createHash } from 'node:crypto';
import { leadingZeroBits } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { sha256Words, solveChallenge } from './proof-of-work';

const hex = (words: Uint32Array) => [...words].map((w) => w.toString(16).padStart(8, '0')).join('');
const nodeSha = (text: string) => createHash('sha256').update(text).digest();

describe('proof of work', () => {
  it('hashes like SHA-256, across block sizes', () => {
    for (const text of [
      '',
      'abc',
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(64),
      'Q'.repeat(130),
      'c0ffee:123456',
    ]) {
      expect(hex(sha256Words(text)), `${text.length} characters`).toBe(nodeSha(text).toString('hex'));
    }
  });

  it('finds a nonce the server accepts', async () => {
    const challenge = { challenge: 'bG90dXMtY2hhbGxlbmdl', difficulty: 12 };
    const nonce = await solveChallenge(challenge);
    expect(nonce).toMatch(/^[0-9]{1,16}$/);
    expect(leadingZeroBits(nodeSha(`${challenge.challenge}:${nonce}`))).toBeGreaterThanOrEqual(12);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge({ challenge: 'never', difficulty: 32 }, controller.signal)).rejects.toThrow(
      /aborted/,
    );
  });
});
