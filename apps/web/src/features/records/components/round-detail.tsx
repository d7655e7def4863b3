import type { BetDetail } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { withZone } from '@/lib/time';
import { betDetailQuery, verifyUrl } from '../api/record-calls';
import { gameTypeLabel, movementLabel } from './kind-label';
import { Money, WinLoss } from './money-text';
import { ListState } from '@/components/ui/list-state';
import styles from './records.module.css';

/** The outcome as the game wrote it, readable: text as is, anything else as indented JSON. */
export function outcomeText(outcome: unknown): string {
  if (outcome === undefined || outcome === null) return '';
  if (typeof outcome === 'string' || typeof outcome === 'number' || typeof outcome === 'boolean')
    return String(outcome);
  return JSON.stringify(outcome, null, 2);
}

/** One round of the betting record: facts, outcome, provably-fair proof, and the money it moved. */
export function RoundDetail({
  id,
  symbol,
  timeZone,
  onClose,
}: {
  id: number;
  symbol: string;
  /** The brand's zone the record's times are in (from the record's answer), for their label. */
  timeZone?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const language = useLanguage();
  const query = useQuery(betDetailQuery(token, id, language));
  return (
    <Modal title={t('records.detail.title')} onClose={onClose} wide testId="round-detail">
      {query.data ? (
        <RoundDetailBody round={query.data} symbol={symbol} timeZone={timeZone} />
      ) : query.isError ? (
        <ListState
          kind="error"
          title={t('records.loadFailed')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListState kind="loading" />
      )}
    </Modal>
  );
}

export function RoundDetailBody({
  round,
  symbol,
  timeZone,
}: {
  round: BetDetail;
  symbol: string;
  timeZone?: string | undefined;
}) {
  const { t } = useTranslation();
  const outcome = outcomeText(round.detail?.outcome);
  const multiplier = round.detail?.multiplier;
  const { proof } = round;
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('records.columns.game')}</dt>
          <dd>{round.gameName}</dd>
        </div>
        <div>
          <dt>{t('records.filters.vendor')}</dt>
          <dd>{round.vendorName}</dd>
        </div>
        <div>
          <dt>{t('records.columns.gameType')}</dt>
          <dd>{gameTypeLabel(t, round)}</dd>
        </div>
        <div>
          <dt>{t('records.detail.round')}</dt>
          <dd>{round.roundId}</dd>
        </div>
        <div>
          <dt>{withZone(t('records.detail.placedAt'), timeZone)}</dt>
          <dd>{round.createdDateStr}</dd>
        </div>
        <div>
          <dt>{withZone(t('records.detail.settledAt'), timeZone)}</dt>
          <dd>{round.settledDateStr ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('records.columns.stake')}</dt>
          <dd>
            <Money amount={round.stake} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{t('records.columns.payout')}</dt>
          <dd>
            <Money amount={round.payout} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{t('records.columns.winLoss')}</dt>
          <dd>
            <WinLoss round={round} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{t('records.columns.status')}</dt>
          <dd>
            <span className={`${styles.badge} ${styles[round.status]}`}>
              {t(`records.status.${round.status}`)}
            </span>
          </dd>
        </div>
        {typeof multiplier === 'number' ? (
          <div>
            <dt>{t('records.detail.multiplier')}</dt>
            <dd>×{multiplier}</dd>
          </div>
        ) : null}
      </dl>

      {outcome ? (
        <div className={styles.section}>
          <h3>{t('records.detail.outcome')}</h3>
          <pre className={styles.outcome} data-testid="round-outcome">
            {outcome}
          </pre>
        </div>
      ) : null}

      <div className={styles.section}>
        <h3>
          <ShieldCheck size={16} aria-hidden /> {t('records.detail.proof')}
        </h3>
        {proof ? (
          <>
            <dl className={styles.proof} data-testid="round-proof">
              <div>
                <dt>{t('records.detail.serverSeedHash')}</dt>
                <dd>{proof.serverSeedHash}</dd>
              </div>
              <div>
                <dt>{t('records.detail.serverSeed')}</dt>
                <dd>{proof.serverSeed ?? t('records.detail.notRevealed')}</dd>
              </div>
              <div>
                <dt>{t('records.detail.clientSeed')}</dt>
                <dd>{proof.clientSeed}</dd>
              </div>
              <div>
                <dt>{t('records.detail.nonce')}</dt>
                <dd>{proof.nonce}</dd>
              </div>
            </dl>
            {proof.serverSeed ? (
              <a
                className={styles.verify}
                href={verifyUrl({ ...proof, serverSeed: proof.serverSeed })}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="verify-link"
              >
                {t('records.detail.verify')} <ExternalLink size={14} aria-hidden />
              </a>
            ) : null}
          </>
        ) : (
          <p className={styles.note}>{t('records.detail.noProof')}</p>
        )}
      </div>

      {round.transfers.length > 0 ? (
        <div className={styles.section}>
          <h3>{t('records.detail.transfers')}</h3>
          <ul className={styles.movements}>
            {round.transfers.map((m) => (
              <li key={`${m.id}-${m.walletCode}`}>
                <span>{movementLabel(t, m)}</span>
                <span className={styles.num}>
                  <Money amount={m.amount} symbol={symbol} signed />
                </span>
                <span className={styles.muted}>{m.createdDateStr}</span>
                <span className={`${styles.muted} ${styles.num}`}>
                  {t('records.columns.balanceAfter')}: <Money amount={m.balanceAfter} symbol={symbol} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
