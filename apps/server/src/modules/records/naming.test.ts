import { API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from '../../test/funding.js';
import { newMember as newTestMember } from '../../test/members.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { playRound, setVendorSecret, vendorCall } from '../../test/vendor.js';

// The records name a round's vendor and game from the brand's catalogue, in the caller's language, and
// tell a push (a tie that returned the stake) from a win.
let t: TestApp;
const secrets: Record<string, string> = {};

const newMember = () => newTestMember(t.app, { prefix: 'nam' });

const get = (url: string, token: string, query: Record<string, string | number> = {}, language?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: token, ...(language ? { language } : {}) },
  });

let played = 0;
/** One settled round of a catalogue game through the vendor wallet API: a debit, then a credit of `payout`. */
async function playGame(memberId: number, vendor: string, gameCode: string, stake: number, payout: number) {
  const roundId = `N${++played}-${Date.now()}`;
  const base = { playerId: String(memberId), roundId, gameCode };
  const debit = await vendorCall(t.app, {
    vendor,
    op: 'debit',
    secret: secrets[vendor]!,
    body: { ...base, transactionId: `D-${roundId}`, amount: stake },
  });
  expect(debit.statusCode, debit.body).toBe(200);
  const credit = await vendorCall(t.app, {
    vendor,
    op: 'credit',
    secret: secrets[vendor]!,
    body: { ...base, transactionId: `C-${roundId}`, debitTransactionId: `D-${roundId}`, amount: payout },
  });
  expect(credit.statusCode, credit.body).toBe(200);
  return roundId;
}

let member: { token: string; id: number };
const rounds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const vendor of ['LOTUS', 'GOLDPEAK']) secrets[vendor] = await setVendorSecret(t.app, vendor);
  member = await newMember();
  await fundMember(t.app, member.id, 500);
  // Oldest first: a dice win, a baccarat tie that returned the stake, a loss on a game the catalogue lacks.
  rounds.dice = await playGame(member.id, 'LOTUS', 'lucky-dice', 10, 19.6);
  rounds.tie = await playGame(member.id, 'LOTUS', 'royal-baccarat', 20, 20);
  rounds.unknown = await playRound(t.app, {
    vendor: 'GOLDPEAK',
    secret: secrets.GOLDPEAK!,
    memberId: member.id,
    stake: 5,
    end: 'credit',
    payout: 0,
  });
});
afterAll(async () => t.close());

describe('names in the records', () => {
  it("names the vendor and the game from the catalogue, in the caller's language", async () => {
    const list = (lang?: string) =>
      get(API.bettingRecord, member.token, {}, lang).then((res) => json(res).value.list as any[]);
    const [unknown, tie, dice] = await list('CN');
    expect(dice).toMatchObject({
      roundId: rounds.dice,
      vendor: 'LOTUS',
      vendorName: 'Lotus Originals',
      gameCode: 'lucky-dice',
      gameName: '幸运骰子',
    });
    expect(tie).toMatchObject({ vendorName: 'Lotus Originals', gameName: '皇家百家乐' });
    // A game the catalogue does not have keeps the name it was played under; the vendor is still named.
    expect(unknown).toMatchObject({ vendor: 'GOLDPEAK', vendorName: 'Gold Peak Gaming', classify: null });
    expect(unknown.gameName).toBe(unknown.gameCode);
    const [, , diceTh] = await list('TH');
    expect(diceTh.gameName).toBe('ลูกเต๋านำโชค');
    // Without a language, the brand's default (EN).
    const [, , diceEn] = await list();
    expect(diceEn.gameName).toBe('Lucky Dice');
  });

  it("gives the dice game the catalogue's table-games classification in the random-number category", async () => {
    const [, , dice] = json(await get(API.bettingRecord, member.token)).value.list;
    expect(dice).toMatchObject({ gameType: 'RNG', classify: 'TG' });
  });

  it('names the game of a round in its detail and in the account record', async () => {
    const list = json(await get(API.bettingRecord, member.token)).value.list as any[];
    const dice = list.find((r) => r.roundId === rounds.dice);
    const detail = json(
      await get(API.bettingRecordDetail.replace(':id', String(dice.id)), member.token, {}, 'VI'),
    ).value;
    expect(detail).toMatchObject({ vendorName: 'Lotus Originals', gameName: 'Xúc Xắc May Mắn' });
    expect(detail.transfers.map((m: any) => [m.kind, m.round?.gameName])).toEqual([
      ['bet', 'Xúc Xắc May Mắn'],
      ['win', 'Xúc Xắc May Mắn'],
    ]);

    const movements = json(await get(API.accountRecord, member.token, {}, 'CN')).value.list as any[];
    const ofDice = movements.filter((m) => m.round?.roundId === rounds.dice);
    expect(ofDice.map((m) => m.kind)).toEqual(['win', 'bet']);
    expect(ofDice[0].round).toEqual({
      roundId: rounds.dice,
      vendor: 'LOTUS',
      vendorName: 'Lotus Originals',
      gameCode: 'lucky-dice',
      gameName: '幸运骰子',
      outcome: 'win',
    });
    // A movement that is not a round's has none.
    expect(movements.find((m) => m.kind === 'deposit').round).toBeNull();
  });
});

describe('a push', () => {
  it('is recorded as a tie with no win or loss, not as a win of the stake', async () => {
    const list = json(await get(API.bettingRecord, member.token)).value.list as any[];
    const byRound = Object.fromEntries(list.map((r) => [r.roundId, r]));
    expect(byRound[rounds.tie!]).toMatchObject({ stake: 20, payout: 20, winLoss: 0, outcome: 'push' });
    expect(byRound[rounds.dice!]).toMatchObject({ winLoss: 9.6, outcome: 'win' });
    expect(byRound[rounds.unknown!]).toMatchObject({ winLoss: -5, outcome: 'loss' });

    // The returned stake in the account record carries the round's outcome, so it is not shown as a win.
    const movements = json(await get(API.accountRecord, member.token)).value.list as any[];
    const returned = movements.find((m) => m.round?.roundId === rounds.tie && m.kind === 'win');
    expect(returned).toMatchObject({ amount: 20, round: { outcome: 'push' } });
  });

  it('adds nothing to the profit and loss', async () => {
    const value = json(await get(API.personalProfit, member.token)).value;
    expect(value.totals).toMatchObject({ rounds: 3, stake: 35, payout: 39.6, winLoss: 4.6 });
  });

  it('has no outcome while open or once void', async () => {
    const open = await playRound(t.app, {
      vendor: 'GOLDPEAK',
      secret: secrets.GOLDPEAK!,
      memberId: member.id,
      stake: 1,
      end: 'open',
    });
    const voided = await playRound(t.app, {
      vendor: 'GOLDPEAK',
      secret: secrets.GOLDPEAK!,
      memberId: member.id,
      stake: 2,
      end: 'rollback',
    });
    const list = json(await get(API.bettingRecord, member.token)).value.list as any[];
    const byRound = Object.fromEntries(list.map((r) => [r.roundId, r]));
    expect(byRound[open]).toMatchObject({ status: 'open', outcome: null });
    expect(byRound[voided]).toMatchObject({ status: 'void', outcome: null });
  });
});
