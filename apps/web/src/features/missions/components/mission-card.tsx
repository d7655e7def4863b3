import { MONEY_METRICS, type Mission } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney, money } from '@/lib/money';
import { timeWithZone } from '@/lib/time';
import { Meter } from './meter';
import styles from './missions.module.css';

/** One mission: what it asks, how far the member is, and the claim button once reached. */
export function MissionCard({
  mission,
  symbol,
  onClaim,
  claiming,
  timeZone,
}: {
  mission: Mission;
  symbol: string;
  /** The brand's zone `endsAt` is written in (from the summary). */
  timeZone: string;
  onClaim: (mission: Mission) => void;
  claiming: boolean;
}) {
  const { t } = useTranslation();
  const isMoney = MONEY_METRICS.includes(mission.metric);
  const figure = (v: number) => (isMoney ? formatMoney(v) : v.toLocaleString('en-US'));
  const ready = mission.state === 'claimable';
  return (
    <article
      className={`${styles.card} ${ready ? styles.cardReady : ''}`}
      data-testid={`mission-${mission.id}`}
      aria-label={mission.title}
    >
      <div className={styles.cardHead}>
        <h4 className={styles.cardTitle}>{mission.title}</h4>
        <span className={styles.tag}>
          {mission.gameType
            ? t(`missions.gameTypes.${mission.gameType}`, { defaultValue: mission.gameType })
            : t(`missions.metrics.${mission.metric}`)}
        </span>
      </div>
      <p className={styles.cardText}>{mission.description}</p>
      <Meter
        label={t(`missions.metrics.${mission.metric}`)}
        value={`${figure(mission.progress)} / ${figure(mission.target)}`}
        percent={mission.percent}
      />
      <div className={styles.cardFoot}>
        <span>
          {t('missions.reward')}: <span className={styles.reward}>{money(mission.reward, symbol)}</span>
        </span>
        {ready ? (
          <Button
            size="small"
            variant="accent"
            onClick={() => onClaim(mission)}
            disabled={claiming}
            data-testid={`claim-${mission.id}`}
          >
            {t('missions.claim')}
          </Button>
        ) : (
          <Button size="small" variant="subtle" disabled>
            {mission.state === 'claimed' ? t('missions.claimed') : t('missions.inProgress')}
          </Button>
        )}
      </div>
      <p className={styles.muted}>
        {t('missions.endsAt', { time: timeWithZone(mission.endsAt, timeZone) })} ·{' '}
        {t('missions.turnoverMultiple', { multiple: mission.turnoverMultiple })}
      </p>
    </article>
  );
}
