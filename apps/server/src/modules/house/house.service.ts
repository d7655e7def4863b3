import { createHash, randomBytes } from 'node:crypto';
import {
  DEMO_MODE_PARAM,
  ERROR_CODES,
  hasDemo,
  minorToMajor,
  type VendorWalletResult,
} from '@platform/contracts';
import { badRequest, conflict, unauthorized, unavailable } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import type { Injector, WalletAction } from '../../lib/vendor-wallet-client.js';
import { checkStake, DEFAULT_BETS, parseBet, verifyUrl } from './bets.js';
import { isEngineGame, isHouseEngine, playEngine, type HouseEngine } from './engines/index.js';
import { commitment, newClientSeed, roundRng, seedHash } from './fair.js';
import { fishingContextOf, fishingInfoOf } from './fishing/session.js';
import {
  clientSeedSchema,
  HOUSE_MAX_STAKE,
  type Commitment,
  type HouseRound,
  type PlayResult,
  type SessionInfo,
} from './house.contracts.js';
import type { HouseRepository, HouseRoundRow, HouseSessionRow } from './house.repository.js';
import { slotInfoOf } from './slot-info.js';
import { createVendorHouseWallet, type HouseWallet } from './house-wallet.js';

export type { Injector } from '../../lib/vendor-wallet-client.js';

/** What the catalogue passes to launch an in-house game. */
export type HouseLaunchInput = {
  brand: { id: number; code: string };
  /** Null for a visitor (a demo only). */
  memberId: number | null;
  /** The site session launching the game: the game session lasts no longer than it (null: a visitor). */
  sessionId: number | null;
  /** Played with fun credits, apart from the ledger (decision record 045). */
  demo?: boolean;
  game: {
    id: number;
    vendorCode: string;
    gameCode: string;
    gameType: string;
    engine: string;
    name: unknown;
  };
  language: string;
  clientSeed?: string;
  /** The room to sit at, for a card room game (engine `room`, `rooms/`). */
  roomId?: number;
};
export type HouseLauncher = (input: HouseLaunchInput) => Promise<string>;

type Log = { error: (obj: object, msg: string) => void };

/** The fun credits demo sessions play on: a fun player made (a visitor's) or found (a member's). */
export type DemoWallet = HouseWallet & {
  playerFor(merchantId: number, memberId: number | null): Promise<number>;
};

type Deps = {
  repo: HouseRepository;
  inject: Injector;
  /** Without it, demo launches are refused. */
  demoWallet?: DemoWallet;
  now?: () => Date;
  log?: Log;
  /** How long a game session lasts from its launch. */
  sessionTtlMs?: number;
};

export const HOUSE_SESSION_TTL_MS = 12 * 3_600_000;

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidSession = () =>
  unauthorized(
    ERROR_CODES.gameSessionInvalid,
    'The game session is unknown or has expired; open the game again from the site.',
  );

/** Round ids are unique per vendor: the engine, the session and the round's nonce. */
const roundIdOf = (session: { engine: string; id: number }, nonce: number) =>
  `${session.engine}-${session.id}-${nonce}`;
const roundPrefixOf = (session: { engine: string; id: number }) => `${session.engine}-${session.id}-`;

export function createHouseService({
  repo,
  inject,
  now = () => new Date(),
  log,
  sessionTtlMs = HOUSE_SESSION_TTL_MS,
  demoWallet,
}: Deps) {
  const realWallet = createVendorHouseWallet({ repo, inject, now });
  /** A real session plays on the vendor wallet API, a demo session on fun credits: one interface. */
  const demoOnly = (): DemoWallet => {
    if (!demoWallet) throw unavailable(ERROR_CODES.gameMaintenance, 'Demo play is not available.');
    return demoWallet;
  };
  const walletOf = (session: HouseSessionRow): HouseWallet =>
    session.mode === 'demo' ? demoOnly() : realWallet;
  /**
   * Calls of one session that change it are made one after the other in a process (a double click, a
   * retried request), keyed by the token's hash (one token per session). Across processes the session's
   * nonce decides: a round is played at most once per nonce (its debit's id) and moving on is conditional.
   */
  const queues = new Map<string, Promise<unknown>>();

  async function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = queues.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    queues.set(key, tail);
    try {
      return await run;
    } finally {
      if (queues.get(key) === tail) queues.delete(key);
    }
  }

  const hashOfToken = (token: string | undefined) => {
    if (!token || token.length > 128) throw invalidSession();
    return tokenHashOf(token);
  };

  async function sessionByHash(tokenHash: string): Promise<HouseSessionRow> {
    const session = await repo.findSession(tokenHash, now());
    if (!session || !isHouseEngine(session.engine)) throw invalidSession();
    return session;
  }

  const sessionOf = (token: string | undefined) => sessionByHash(hashOfToken(token));

  /** `work` on the session as it is once the calls before it on the same session are done. */
  function withSession<T>(token: string | undefined, work: (session: HouseSessionRow) => Promise<T>) {
    const tokenHash = hashOfToken(token);
    return serialized(tokenHash, async () => work(await sessionByHash(tokenHash)));
  }

  /** One call of the session's wallet: a signed call of the vendor wallet API, or the fun credits'. */
  const wallet = (session: HouseSessionRow, action: WalletAction, body: Record<string, unknown>) =>
    walletOf(session).call(session, action, body);

  const playerId = (session: HouseSessionRow) => String(session.funPlayerId ?? session.memberId);

  function commitmentOf(
    session: Pick<HouseSessionRow, 'serverSeedHash' | 'clientSeed' | 'nonce'>,
  ): Commitment {
    return { serverSeedHash: session.serverSeedHash, clientSeed: session.clientSeed, nonce: session.nonce };
  }

  /** A round as the pages and the records show it, from its stored detail. */
  function roundOf(row: HouseRoundRow): HouseRound | null {
    const detail = row.detail as Omit<HouseRound, 'status' | 'playedAt'> | null;
    if (!detail?.serverSeed) return null;
    return { ...detail, status: row.status, playedAt: (row.settledAt ?? row.createdAt).toISOString() };
  }

  /** Moves the session past round `nonce` and answers the next round's commitment. */
  async function advance(session: HouseSessionRow, nonce: number): Promise<Commitment> {
    const seed = commitment();
    const moved = await repo.advance(session.id, nonce, seed);
    if (moved) return { serverSeedHash: seed.serverSeedHash, clientSeed: moved.clientSeed, nonce: nonce + 1 };
    // Another process moved it on meanwhile: what it committed.
    const fresh = await repo.sessionById(session.id);
    if (!fresh) throw invalidSession();
    return commitmentOf(fresh);
  }

  /** A played round asked for again: its stored record, nothing moved. */
  async function replay(session: HouseSessionRow, nonce: number): Promise<PlayResult> {
    const row = await walletOf(session).round(session, roundIdOf(session, nonce));
    const round = row && roundOf(row);
    if (!round)
      throw conflict(
        ERROR_CODES.idempotencyConflict,
        `Round ${nonce} of this session was not played; the next round is ${session.nonce}.`,
      );
    const balance = (await wallet(session, 'balance', { playerId: playerId(session) })).balance;
    return { round, balance, next: commitmentOf(session), replayed: true };
  }

  /**
   * The debit of this round existed already (the session was not moved on after it: an interrupted
   * request). A settled round is answered from its record; an open one is refunded.
   */
  async function recover(
    session: HouseSessionRow,
    roundId: string,
    debitId: string,
    gameCode: string,
  ): Promise<PlayResult> {
    const row = await walletOf(session).round(session, roundId);
    const round = row && roundOf(row);
    if (row?.status === 'settled' && round) {
      const next = await advance(session, session.nonce);
      const balance = (await wallet(session, 'balance', { playerId: playerId(session) })).balance;
      return { round, balance, next, replayed: true };
    }
    if (row?.status === 'open')
      await wallet(session, 'rollback', {
        playerId: playerId(session),
        transactionId: `${roundId}-void`,
        debitTransactionId: debitId,
        roundId,
        gameCode,
      });
    await advance(session, session.nonce);
    throw conflict(
      ERROR_CODES.debitRolledBack,
      'The previous round was interrupted and its stake returned; play again.',
    );
  }

  /** Opens a game session and answers the game page's address (relative). */
  const launcher: HouseLauncher = async (input) => {
    const engine = input.game.engine;
    if (!isHouseEngine(engine))
      throw badRequest(ERROR_CODES.gameUnknown, `Game ${input.game.gameCode} has no in-house engine.`);
    if (!isEngineGame(engine, input.game.gameCode))
      throw badRequest(
        ERROR_CODES.gameUnknown,
        `Game ${input.game.gameCode} is not one of the in-house vendor's ${engine} games.`,
      );
    let clientSeed = newClientSeed();
    if (input.clientSeed !== undefined) {
      const parsed = clientSeedSchema.safeParse(input.clientSeed);
      if (!parsed.success)
        throw badRequest(ERROR_CODES.validation, `clientSeed: ${parsed.error.issues[0]?.message}`);
      clientSeed = parsed.data;
    }
    const demo = input.demo === true;
    if (demo && !hasDemo(engine))
      throw badRequest(ERROR_CODES.gameUnknown, `Game ${input.game.gameCode} has no demo.`);
    if (!demo && input.memberId === null)
      throw badRequest(ERROR_CODES.notSession, 'Only a demo can be played without an account.');
    const funPlayerId = demo ? await demoOnly().playerFor(input.brand.id, input.memberId) : null;
    const token = randomBytes(32).toString('base64url');
    const seed = commitment();
    await repo.insertSession({
      mode: demo ? 'demo' : 'real',
      funPlayerId,
      tokenHash: tokenHashOf(token),
      merchantId: input.brand.id,
      memberId: input.memberId,
      siteSessionId: input.sessionId,
      gameId: input.game.id,
      vendorCode: input.game.vendorCode,
      gameCode: input.game.gameCode,
      engine,
      language: input.language.toUpperCase(),
      clientSeed,
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      nonce: 0,
      expiresAt: new Date(now().getTime() + sessionTtlMs),
    });
    const query = new URLSearchParams({ token, lang: input.language.toUpperCase() });
    return `/house/${engine}/?${query.toString()}${demo ? `&${DEMO_MODE_PARAM}` : ''}`;
  };

  return {
    launcher,
    /** The live session of a token (a demo's refill reads it). */
    sessionOf,

    async session(token: string | undefined): Promise<SessionInfo> {
      const session = await sessionOf(token);
      const balance = await wallet(session, 'balance', { playerId: playerId(session) });
      return {
        game: {
          name:
            pickLocalized(session.gameName, session.language, session.defaultLanguage) ?? session.gameCode,
          engine: session.engine as HouseEngine,
          gameCode: session.gameCode,
          vendorCode: session.vendorCode,
          gameType: session.gameType,
        },
        language: session.language,
        currency: session.currency,
        balance: balance.balance,
        minBet: minorToMajor(session.minBet),
        maxBet: HOUSE_MAX_STAKE,
        demo: session.mode === 'demo',
        ...commitmentOf(session),
        fishing: fishingInfoOf(session, now(), sessionTtlMs),
        slot: slotInfoOf(session),
      };
    },

    /** The player's own seed for the rounds to come; never while a round is being played. */
    async setClientSeed(token: string | undefined, clientSeed: string): Promise<Commitment> {
      return withSession(token, async (session) => {
        if (!(await repo.setClientSeed(session.id, session.nonce, clientSeed)))
          throw conflict(
            ERROR_CODES.idempotencyConflict,
            'A round is being played; change the seed after it.',
          );
        return commitmentOf({ ...session, clientSeed });
      });
    },

    /**
     * One round: the stake debited through the vendor wallet API, the outcome drawn from the committed seed,
     * the payout credited with the round's proof (a failed credit rolls the debit back), then the seed
     * revealed and a new one committed.
     */
    async play(token: string | undefined, input: { nonce: number; bet: unknown }): Promise<PlayResult> {
      return withSession(token, async (session) => {
        if (input.nonce < session.nonce) return replay(session, input.nonce);
        if (input.nonce > session.nonce)
          throw conflict(
            ERROR_CODES.idempotencyConflict,
            `Round ${input.nonce} is not the next round of this session (${session.nonce}); reload the game.`,
          );
        if (!session.gameEnabled)
          throw unavailable(ERROR_CODES.gameMaintenance, 'The game is closed for maintenance.');
        if (session.engine === 'room')
          throw badRequest(
            ERROR_CODES.validation,
            'Card room rounds are played at the room table, not here.',
          );
        const engine = session.engine as HouseEngine;
        const { wire, bet, stake } = parseBet(engine, input.bet, {
          game: session.gameCode,
          fishing: fishingContextOf(session, now(), sessionTtlMs),
        });
        checkStake(stake, session.minBet);

        const nonce = session.nonce;
        const roundId = roundIdOf(session, nonce);
        const debitId = `${roundId}-bet`;
        const common = { playerId: playerId(session), roundId, gameCode: session.gameCode };
        const debit = await wallet(session, 'debit', {
          ...common,
          transactionId: debitId,
          amount: minorToMajor(stake),
        });
        if (debit.replayed) return recover(session, roundId, debitId, session.gameCode);

        const rng = roundRng(session.serverSeed, session.clientSeed, nonce);
        const result = playEngine(engine, rng, bet, session.gameCode);
        const round: HouseRound = {
          engine,
          roundId,
          gameCode: session.gameCode,
          nonce,
          bet: wire,
          stake: minorToMajor(stake),
          payout: minorToMajor(BigInt(result.payout)),
          multiplier: result.multiplier,
          outcome: result.outcome,
          serverSeed: session.serverSeed,
          serverSeedHash: session.serverSeedHash,
          clientSeed: session.clientSeed,
          verifyUrl: verifyUrl({
            engine,
            game: session.gameCode,
            serverSeed: session.serverSeed,
            clientSeed: session.clientSeed,
            nonce,
            bet: wire,
            serverSeedHash: session.serverSeedHash,
          }),
        };
        let credit: VendorWalletResult;
        try {
          credit = await wallet(session, 'credit', {
            ...common,
            transactionId: `${roundId}-win`,
            debitTransactionId: debitId,
            amount: round.payout,
            detail: round,
          });
        } catch (error) {
          try {
            await wallet(session, 'rollback', {
              ...common,
              transactionId: `${roundId}-void`,
              debitTransactionId: debitId,
            });
          } catch (rollbackError) {
            // The round stays open; the next play of this session finds the debit and refunds it.
            log?.error({ err: rollbackError, roundId }, 'house round: rollback after a failed credit failed');
          }
          await advance(session, nonce);
          throw error;
        }
        const next = await advance(session, nonce);
        const played = { ...round, status: 'settled', playedAt: now().toISOString() };
        return { round: played, balance: credit.balance, next, replayed: false };
      });
    },

    async history(token: string | undefined, limit: number): Promise<{ rounds: HouseRound[] }> {
      const session = await sessionOf(token);
      const rows = await walletOf(session).rounds(session, roundPrefixOf(session), limit);
      return { rounds: rows.flatMap((row) => roundOf(row) ?? []) };
    },

    /** Recomputes a round from its seeds (public: anyone may check any revealed round). */
    verify(input: {
      engine: HouseEngine;
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      bet?: unknown;
      game?: string;
    }) {
      const { bet } = parseBet(input.engine, input.bet ?? DEFAULT_BETS[input.engine], { game: input.game });
      const rng = roundRng(input.serverSeed, input.clientSeed, input.nonce);
      const result = playEngine(input.engine, rng, bet, input.game);
      return {
        serverSeedHash: seedHash(input.serverSeed),
        outcome: result.outcome,
        stake: minorToMajor(BigInt(result.stake)),
        payout: minorToMajor(BigInt(result.payout)),
        multiplier: result.multiplier,
      };
    },
  };
}
export type HouseService = ReturnType<typeof createHouseService>;
