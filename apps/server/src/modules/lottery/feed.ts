import { createHmac, randomBytes } from 'node:crypto';
import { drawFor, type DrawShape } from './engine/draws/index.js';
import type { DrawResult } from './engine/types.js';

// Results of real-world draws (the `feed` games): what a results provider publishes for a numero once it
// has been drawn. The worker asks for each feed numero past its draw time, in draw order, until the feed
// has it (an operator may enter it first). A provider of real results plugs in here; the sandbox below
// publishes results of its own for the demo.

/** A numero of a feed game, as the feed is asked for it. */
export type FeedNumero = {
  merchantId: number;
  gameCode: string;
  numero: string;
  /** The province drawing it (Vietnamese draws), when the schedule names one. */
  province: string | null;
  drawAt: Date;
  shape: DrawShape;
};

export interface ResultsFeed {
  /** The published result of the numero, or null while there is none (never before its draw time). */
  result(numero: FeedNumero): Promise<DrawResult | null>;
}

/**
 * The sandbox feed: publishes each numero's result at its draw time (plus `delayMs`), drawn with the
 * engine from a seed of its own (HMAC of a key drawn when it starts, so nobody can know a result before
 * it is published). For the demo and tests only: it is no source of real-world results.
 */
export function createSandboxFeed(options: { now: () => Date; delayMs?: number; key?: Buffer }): ResultsFeed {
  const key = options.key ?? randomBytes(32);
  const delayMs = options.delayMs ?? 0;
  return {
    async result(numero) {
      if (options.now().getTime() < numero.drawAt.getTime() + delayMs) return null;
      const seed = createHmac('sha256', key)
        .update(`${numero.merchantId}:${numero.gameCode}:${numero.numero}`)
        .digest('hex');
      return drawFor(numero.shape, seed, numero.gameCode, numero.numero);
    },
  };
}
