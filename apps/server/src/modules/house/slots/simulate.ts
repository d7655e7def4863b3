// Simulates slot games and prints their figures; with --write, rewrites games/figures.ts (the stated
// mathematics of every definition).
//   npx tsx apps/server/src/modules/house/slots/simulate.ts <code|all> [spins] [--write]
// The simulation plays on a seeded fast generator (seed = 20261128 + the game's index in SLOT_GAMES, coin 1).
// Games without cascades or hold-and-win state their exact RTP (math.ts); the simulation gives their hit
// frequency and standard deviation. The others state the simulated RTP with its 99 % interval.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SLOT_GAMES } from './index.js';
import { exactSlotMath, hasExactMath } from './math.js';
import { SLOT_FIGURES } from './games/figures.js';
import { simulateSlot, volatilityOf } from './simulation.js';
import type { SlotMath } from './types.js';

export const SIMULATION_SEED = 20261128;

const [, , which = 'all', spinsArg = '10000000', ...flags] = process.argv;
const spins = Number(spinsArg);
if (!Number.isInteger(spins) || spins < 1000) throw new RangeError('spins: a whole number from 1000');
const games = which === 'all' ? SLOT_GAMES : SLOT_GAMES.filter((g) => g.code === which);
if (!games.length) throw new RangeError(`no slot game ${which}`);

const pct = (x: number) => `${(x * 100).toFixed(3)} %`;
const round = (x: number, digits: number) => Number(x.toFixed(digits));
const figures: Record<string, SlotMath> = {};
for (const def of games) {
  const started = Date.now();
  const sim = simulateSlot(def, spins, SIMULATION_SEED + SLOT_GAMES.indexOf(def));
  const exact = hasExactMath(def) ? exactSlotMath(def) : null;
  const math: SlotMath = exact
    ? {
        rtp: round(exact.rtp.toNumber(), 8),
        method: 'exact',
        exact: { numerator: exact.rtp.n.toString(), denominator: exact.rtp.d.toString() },
        spins,
        hitFrequency: round(sim.hitFrequency, 4),
        volatility: volatilityOf(sim.sd),
        sd: round(sim.sd, 3),
        maxWin: def.maxWinStakes,
      }
    : {
        rtp: round(sim.rtp, 6),
        method: 'simulation',
        spins,
        interval: [round(sim.interval[0], 6), round(sim.interval[1], 6)],
        hitFrequency: round(sim.hitFrequency, 4),
        volatility: volatilityOf(sim.sd),
        sd: round(sim.sd, 3),
        maxWin: def.maxWinStakes,
      };
  figures[def.code] = math;
  console.log(
    [
      def.code.padEnd(20),
      `RTP ${pct(math.rtp)} (${math.method})`,
      `simulated ${pct(sim.rtp)} [${pct(sim.interval[0])}, ${pct(sim.interval[1])}]`,
      `hit ${pct(sim.hitFrequency)}`,
      `sd ${sim.sd.toFixed(3)} (${math.volatility})`,
      `max win ${def.maxWinStakes}x (largest seen ${sim.maxSeen.toFixed(1)}x, capped ${sim.cappedRate})`,
      `free spins 1/${(1 / sim.freeSpinRate).toFixed(0)}`,
      `hold-and-win 1/${(1 / sim.holdAndWinRate).toFixed(0)}`,
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
    ].join('  '),
  );
}

if (flags.includes('--write')) {
  // One game's run replaces its figures and keeps the others'.
  const merged = Object.fromEntries(
    SLOT_GAMES.flatMap((g) => {
      const math = figures[g.code] ?? SLOT_FIGURES[g.code];
      return math ? [[g.code, math]] : [];
    }),
  );
  const file = fileURLToPath(new URL('./games/figures.ts', import.meta.url));
  writeFileSync(
    file,
    `import type { SlotMath } from '../types.js';\n\n` +
      `// Written by \`npx tsx apps/server/src/modules/house/slots/simulate.ts <code|all> <spins> --write\`: the\n` +
      `// stated mathematics of every slot (exact RTP from math.ts where it applies, the rest from the simulation).\n` +
      `export const SLOT_FIGURES: Readonly<Record<string, SlotMath>> = ${JSON.stringify(merged, null, 2)};\n`,
  );
  console.log(`wrote ${file}`);
}
