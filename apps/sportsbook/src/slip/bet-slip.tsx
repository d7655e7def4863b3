import type { SbAcceptOdds, SbPlaced, SbSession } from '@platform/contracts';
import { ACCEPT_ODDS, SLIP_MAX_BETS } from '../book-constants';
import { problemText } from '../components/load-state';
import { moneyOf, moneyOfMinor } from '../format';
import { useLanguage, useT } from '../i18n/strings';
import { combinedOdds, formatOdds, formatThousandths } from './slip-math';
import { PickSummary, StakeField } from './slip-pick-row';
import { pickId, slipFigures } from './slip-rules';
import { useSlip, useSlipStore } from './slip-store';
import { placeBody, usePlaceBets } from './use-place-bets';
import styles from './bet-slip.module.css';

function Receipt({ receipt, onDone }: { receipt: SbPlaced; onDone: () => void }) {
  const t = useT();
  return (
    <div className={styles.receipt}>
      <h3 className={styles.receiptTitle}>{t('slip.receipt')}</h3>
      <ul className={styles.receiptList}>
        {receipt.bets.map((bet) => (
          <li key={bet.id}>
            {t('slip.receiptBet', {
              id: bet.id,
              kind: t(bet.kind === 'parlay' ? 'bets.parlay' : 'bets.single'),
              stake: moneyOf(bet.stake),
              odds: formatOdds(bet.odds),
            })}
            <span className={styles.receiptLegs}>
              {bet.legs.map((leg) => `${leg.selection} (${leg.fixture})`).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('slip.totalStake')}</span>
        <span>{moneyOf(receipt.totalStake)}</span>
      </p>
      <button type="button" className={styles.secondary} onClick={onDone}>
        {t('slip.done')}
      </button>
    </div>
  );
}

/** The slip: singles with a stake each, a parlay when the picks make one, the totals, and placing them. */
export function BetSlip({ session }: { session: SbSession }) {
  const t = useT();
  const language = useLanguage();
  const slip = useSlipStore();
  const state = useSlip();
  const { mutation, place } = usePlaceBets(slip, language);
  const { limits } = session;
  const figures = slipFigures(state, limits);
  const live = figures.ready.some((bet) => bet.picks.some((pick) => pick.live));
  const parlayReason =
    state.picks.length < 2 || figures.parlayRule.ok
      ? null
      : figures.parlayRule.reason === 'sameFixture'
        ? t('slip.parlaySameFixture')
        : figures.parlayRule.reason === 'manyLegs'
          ? t('slip.parlayManyLegs', { count: figures.parlayRule.limit })
          : null;

  const status = mutation.isPending
    ? live
      ? t('slip.waiting', { seconds: session.inPlayDelaySeconds })
      : t('slip.placing')
    : '';

  return (
    <div className={styles.body}>
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {status}
      </p>
      <div role="status" aria-live="polite">
        {state.receipt && <Receipt receipt={state.receipt} onDone={slip.dismissReceipt} />}
      </div>
      {state.full && <p className={styles.problem}>{t('slip.full', { count: SLIP_MAX_BETS })}</p>}
      {state.picks.length === 0 && !state.receipt && <p className={styles.empty}>{t('slip.empty')}</p>}
      {state.picks.length > 0 && (
        <>
          <section aria-label={t('slip.singles')}>
            <h3 className={styles.heading}>{t('slip.singles')}</h3>
            <ul className={styles.picks}>
              {figures.singles.map((bet, i) => {
                const pick = state.picks[i];
                if (!pick) return null;
                return (
                  <li key={bet.id} className={styles.bet}>
                    <PickSummary pick={pick} onRemove={() => slip.remove(pickId(pick))} />
                    <StakeField
                      bet={bet}
                      label={t('slip.stakeFor', { name: pick.selection })}
                      value={state.stakes[bet.id] ?? ''}
                      limits={limits}
                      onChange={(text) => slip.setStake(bet.id, text)}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
          {figures.parlay && (
            <section className={styles.bet} aria-label={t('slip.parlay', { count: state.picks.length })}>
              <h3 className={styles.heading}>
                <span>{t('slip.parlay', { count: state.picks.length })}</span>
                <span className={styles.pickOdds}>
                  {formatThousandths(combinedOdds(state.picks.map((pick) => pick.odds)))}
                </span>
              </h3>
              <StakeField
                bet={figures.parlay}
                label={t('slip.stakeFor', { name: t('slip.parlay', { count: state.picks.length }) })}
                value={state.parlayStake}
                limits={limits}
                onChange={slip.setParlayStake}
              />
            </section>
          )}
          {parlayReason && <p className={styles.note}>{parlayReason}</p>}
          <p className={styles.note}>
            {t('slip.limits', { min: moneyOf(limits.minStake), max: moneyOf(limits.maxStake) })}
          </p>
          <label className={styles.accept}>
            <span>{t('slip.acceptOdds')}</span>
            <select
              value={state.acceptOdds}
              onChange={(e) => slip.setAcceptOdds(e.target.value as SbAcceptOdds)}
            >
              {ACCEPT_ODDS.map((option) => (
                <option key={option} value={option}>
                  {t(`slip.accept.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <p className={styles.total}>
            <span>{t('slip.totalStake')}</span>
            <span>{moneyOfMinor(figures.totalStake)}</span>
          </p>
          <p className={styles.total}>
            <span>{t('slip.totalReturn')}</span>
            <span>{moneyOfMinor(figures.totalReturn)}</span>
          </p>
          {figures.tooManyBets && (
            <p className={styles.problem}>{t('slip.tooManyBets', { count: SLIP_MAX_BETS })}</p>
          )}
          <div role="alert" className={styles.problem}>
            {mutation.error && !mutation.isPending ? problemText(mutation.error, t, language) : null}
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={slip.clear}
              disabled={mutation.isPending}
            >
              {t('slip.clear')}
            </button>
            <button
              type="button"
              className={styles.place}
              disabled={!figures.placeable || mutation.isPending}
              onClick={() => {
                mutation.reset();
                place(placeBody(figures.ready, state.acceptOdds));
              }}
            >
              {mutation.isPending ? status : t('slip.place')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
