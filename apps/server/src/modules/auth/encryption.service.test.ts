import { encryptPayload } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { createEncryptionService } from './encryption.service.js';
import type { RsaKeyRow } from './rsa-keys.repository.js';

// Keys shared by several API processes through one database (decision record 037).
const HOUR = 3_600_000;
const MINUTE = 60_000;

function sharedRepo() {
  const rows: RsaKeyRow[] = [];
  return {
    async latest(limit: number) {
      return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
    },
    async find(keyId: string) {
      return rows.find((r) => r.keyId === keyId);
    },
    async insert(row: RsaKeyRow) {
      rows.push(row);
    },
  };
}

describe('keys made by processes that rotated at once', () => {
  it("each process opens calls sealed with the other's key for the key's whole life, then refuses them", async () => {
    let clock = new Date('2026-11-26T00:00:00Z');
    const repo = sharedRepo();
    const apiProcess = () =>
      createEncryptionService({ repo, rotateMs: 24 * HOUR, graceMs: 30 * MINUTE, now: () => clock });
    const [a, b] = [apiProcess(), apiProcess()];
    // Both find no key and make one at the same moment: two current keys, one per process.
    const [keyA, keyB] = await Promise.all([a.publicKey(), b.publicKey()]);
    expect(keyA.keyId).not.toBe(keyB.keyId);

    const openedBy = async (
      opener: ReturnType<typeof apiProcess>,
      key: typeof keyA,
    ): Promise<'opened' | 'refused'> => {
      const sealed = await encryptPayload(key, { hello: 'lotus' });
      try {
        expect(await opener.decrypt(sealed.header, sealed.body.value)).toEqual({ hello: 'lotus' });
        return 'opened';
      } catch {
        return 'refused';
      }
    };
    expect([await openedBy(b, keyA), await openedBy(a, keyB)]).toEqual(['opened', 'opened']);
    // Long past the grace: each process still hands out its own key, and the other still opens it.
    clock = new Date(clock.getTime() + 6 * HOUR);
    expect([await openedBy(b, keyA), await openedBy(a, keyB)]).toEqual(['opened', 'opened']);
    // After the key's rotation and grace, nobody opens it any more.
    clock = new Date(clock.getTime() + 18 * HOUR + 31 * MINUTE);
    expect([await openedBy(b, keyA), await openedBy(a, keyB)]).toEqual(['refused', 'refused']);
  });
});
