import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Lock } from 'lucide-react';
import type { SbFixture, SbMarket, SbSelection } from '@platform/contracts';
import { useT } from '../i18n/strings';
import { formatOdds } from '../slip/slip-math';
import type { SlipPick } from '../slip/slip-rules';
import { useSlip, useSlipStore } from '../slip/slip-store';
import styles from './odds-button.module.css';

/** How long a change of odds stays marked after a refresh brought it. */
export const ODDS_MOVE_MS = 4_000;

export const fixtureName = (fixture: Pick<SbFixture, 'home' | 'away'>, vs: string) =>
  `${fixture.home} ${vs} ${fixture.away}`;

/** The slip's pick for a selection of a fixture's market. */
export function pickOf(fixture: SbFixture, market: SbMarket, selection: SbSelection, vs: string): SlipPick {
  return {
    marketId: market.id,
    key: selection.key,
    odds: selection.odds,
    fixtureId: fixture.id,
    fixture: fixtureName(fixture, vs),
    market: market.name,
    selection: selection.label,
    live: fixture.status === 'live',
  };
}

/** The direction the odds last moved in, for a few seconds after a refresh changed them. */
function useOddsMove(odds: number): 'up' | 'down' | null {
  const last = useRef(odds);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (odds === last.current) return;
    setMove(odds > last.current ? 'up' : 'down');
    last.current = odds;
    const timer = setTimeout(() => setMove(null), ODDS_MOVE_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return move;
}

type Props = {
  fixture: SbFixture;
  market: SbMarket;
  selection: SbSelection;
  /** The label on the button (the selection's own when not given). */
  label?: string;
};

/** Odds that put the selection in the slip, or take it out. */
export function OddsButton({ fixture, market, selection, label }: Props) {
  const t = useT();
  const slip = useSlipStore();
  const state = useSlip();
  const move = useOddsMove(selection.odds);
  const selected = state.picks.some((p) => p.marketId === market.id && p.key === selection.key);
  const suspended = market.status !== 'open';
  const odds = formatOdds(selection.odds);
  const wins = (market.type === '1x2' || market.type === 'winner') && selection.key !== 'draw';
  const team =
    selection.key === 'home' ? fixture.home : selection.key === 'away' ? fixture.away : selection.label;
  const says = wins
    ? t('odds.toWin', { name: team, odds })
    : t('odds.pick', { market: market.name, selection: selection.label, odds });
  // The name starts with what the button shows ("1 1.95"), then says what it picks.
  const shown = label ?? selection.label;
  const name = `${suspended ? shown : `${shown} ${odds}`}: ${says}`;
  return (
    <button
      type="button"
      className={styles.odds}
      data-selected={selected || undefined}
      data-move={move ?? undefined}
      aria-pressed={selected}
      aria-label={name}
      disabled={suspended && !selected}
      onClick={() => slip.toggle(pickOf(fixture, market, selection, t('fixtures.vs')))}
    >
      <span className={styles.label}>{label ?? selection.label}</span>{' '}
      <span className={styles.price}>
        {suspended ? <Lock size={14} aria-hidden /> : odds}
        {move === 'up' && <ArrowUp size={14} className={styles.up} aria-label={t('odds.up')} />}
        {move === 'down' && <ArrowDown size={14} className={styles.down} aria-label={t('odds.down')} />}
      </span>
    </button>
  );
}
