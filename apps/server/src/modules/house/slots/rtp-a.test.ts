import { describe, expect, it } from 'vitest';
import { SLOT_GAMES } from './index.js';
import { rtpCheck, RTP_TEST_SPINS } from './rtp-check.js';

// Every slot over 10^6 simulated spins lands within its stated RTP (games 1–9 of SLOT_GAMES; the
// others in the sibling rtp-*.test.ts files, which run in parallel).

const GAMES = SLOT_GAMES.slice(0, 9);

describe('stated RTP and hit frequency, games 1–9', () => {
  it.each(GAMES.map((def) => [def.code, def] as const))(
    '%s',
    (_code, def) => {
      const check = rtpCheck(def, RTP_TEST_SPINS, 777 + SLOT_GAMES.indexOf(def));
      expect(check.rtpMiss).toBeLessThanOrEqual(check.rtpTolerance);
      expect(check.hitMiss).toBeLessThanOrEqual(check.hitTolerance);
    },
    60_000,
  );
});
