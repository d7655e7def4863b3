import type { SlotDefinition } from './types.js';

// The rules every slot definition keeps (definitions.test.ts checks every game against them).

const isCount = (n: unknown, min = 1) => Number.isInteger(n) && (n as number) >= min;

/** What is wrong with a definition, one sentence per problem; empty when it is sound. */
export function slotProblems(def: SlotDefinition, withMath = true): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${def.code}: ${text}`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(def.code)) say('the code must be a lowercase slug');
  if (!def.name.EN || !def.name.CN) say('the name needs English and Chinese');
  const { reels, rows } = def.grid;
  if (!isCount(reels, 3) || reels > 6 || !isCount(rows, 3) || rows > 5)
    say('the grid must be 3–6 reels of 3–5 rows');
  const ids = def.symbols.map((s) => s.id);
  if (new Set(ids).size !== ids.length) say('symbol ids must be unique');
  for (const s of def.symbols) {
    if (!/^[A-Za-z0-9]{1,3}$/.test(s.id)) say(`symbol id ${s.id} must be 1–3 letters or digits`);
    if (!s.art) say(`symbol ${s.id} needs an art key`);
    for (const [n, p] of Object.entries(s.pays))
      if (!isCount(Number(n)) || !isCount(p, 0)) say(`symbol ${s.id} pays must be whole numbers by count`);
    if (s.multiplier !== undefined && (s.kind !== 'wild' || !isCount(s.multiplier, 2)))
      say(`symbol ${s.id}: only a wild has a multiplier, a whole number from 2`);
    if (def.pay.kind === 'ways' && s.kind === 'wild' && Object.keys(s.pays).length)
      say(`wild ${s.id} of a ways game substitutes only and pays nothing of its own`);
  }
  const scatters = def.symbols.filter((s) => s.kind === 'scatter');
  if (scatters.length > 1) say('a game has at most one scatter');
  const coins = def.symbols.filter((s) => s.kind === 'coin');
  const hw = def.features.holdAndWin;
  if (coins.length > (hw ? 1 : 0)) say('a coin symbol needs the hold-and-win (one coin symbol)');
  const checkStrips = (strips: readonly (readonly string[])[], what: string) => {
    if (strips.length !== reels) say(`${what}: one strip per reel`);
    strips.forEach((strip, r) => {
      if (strip.length < rows) say(`${what}: reel ${r + 1} is shorter than the window`);
      for (const id of strip) if (!ids.includes(id)) say(`${what}: reel ${r + 1} has unknown symbol ${id}`);
      if (
        r === 0 &&
        def.pay.kind === 'ways' &&
        strip.some((id) => def.symbols.find((s) => s.id === id)?.kind === 'wild')
      )
        say(`${what}: a ways game has no wild on the first reel`);
    });
  };
  checkStrips(def.strips, 'strips');
  if (def.pay.kind === 'lines') {
    const lines = def.pay.lines;
    if (new Set(lines.map((l) => l.join())).size !== lines.length) say('paylines must be distinct');
    if (lines.some((l) => l.length !== reels || l.some((row) => !isCount(row, 0) || row >= rows)))
      say('each payline gives a row of the grid for every reel');
    if (def.bet.cost !== lines.length) say('a lines game costs one coin per line');
  }
  if (!isCount(def.bet.cost) || !def.bet.coins.length || !def.bet.coins.every((c) => isCount(c)))
    say('the bet needs a whole cost and coin sizes in minor units');
  const fs = def.features.freeSpins;
  if (fs) {
    if (!scatters.length) say('free spins need a scatter');
    if (!Object.values(fs.awards).every((n) => isCount(n))) say('free spins awarded must be whole');
    if (!isCount(fs.multiplier)) say('the free-spin multiplier must be a whole number');
    if (fs.strips) checkStrips(fs.strips, 'free-spin strips');
  }
  const cascades = def.features.cascades;
  if (cascades)
    for (const ladder of [cascades.ladder, cascades.freeSpinLadder ?? [1]])
      if (!ladder.length || !ladder.every((m) => isCount(m))) say('a cascade ladder holds whole multipliers');
  if (hw) {
    if (def.symbols.find((s) => s.id === hw.coin)?.kind !== 'coin')
      say('the hold-and-win coin must be a coin');
    if (!isCount(hw.trigger) || hw.trigger > reels * rows) say('the hold-and-win trigger must fit the grid');
    if (!isCount(hw.respins)) say('the hold-and-win needs respins');
    const { numerator, denominator } = hw.landing;
    if (!isCount(numerator) || !isCount(denominator) || numerator >= denominator)
      say('the coin landing chance must be a fraction below 1');
    if (!hw.values.length || !hw.values.every((v) => isCount(v.weight) && (isCount(v.coins) || v.jackpot)))
      say('coin values need a weight and coins or a jackpot');
    if (!Object.values(hw.jackpots).every((n) => isCount(n))) say('jackpots are whole numbers of stakes');
  }
  if ((def.classify === 'JP') !== Boolean(hw)) say('JP is the class of the games with jackpots');
  if (!isCount(def.maxWinStakes)) say('the win cap must be a whole number of stakes');
  if (withMath && !def.math) say('the stated mathematics are missing (run simulate.ts --write)');
  return problems;
}
