import type { RealityAnswer } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import formStyles from '@/components/ui/form.module.css';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { answerRealityCheck, sessionStateQuery } from '../api/responsible-calls';
import { useRealityCheck } from '../hooks/use-reality-check';
import { useResponsibleState } from '../hooks/use-responsible';
import styles from './responsible.module.css';

type Props = {
  /** See history: the member centre's betting record. */
  onHistory: () => void;
  /** Leave: out of the game, as its leave button does. */
  onLeave: () => void;
};

/** Minutes as h:mm. */
export const hoursMinutes = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(Math.max(0, minutes) % 60).padStart(2, '0')}`;

/**
 * The reality check over a real game: every N minutes of the login's session (the member's interval, the
 * brand's by default), a dialog with the time played, the session's stakes, wins and net position, and
 * Continue, See history or Leave; each answer is recorded.
 */
export function RealityCheckOverlay({ onHistory, onLeave }: Props) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const state = useResponsibleState().data;
  const { due, done } = useRealityCheck(state?.sessionStartedAt, state?.realityCheck.minutes, token !== null);
  const session = useQuery(sessionStateQuery(token, due));
  const [sending, setSending] = useState(false);
  if (!due) return null;
  const currency = state?.currency ?? '';
  const figures = session.data;

  const answer = (choice: RealityAnswer['choice'], then?: () => void) => {
    setSending(true);
    // The answer is recorded, but a failure to record it never keeps the member in the dialog.
    void answerRealityCheck(choice)
      .catch(() => undefined)
      .finally(() => {
        setSending(false);
        done();
        then?.();
      });
  };

  return (
    <Modal title={t('responsible.realityCheck.title')} closable={false} testId="reality-check">
      {figures ? (
        <>
          <p className={formStyles.lead}>
            {t('responsible.realityCheck.text', { time: hoursMinutes(figures.minutesPlayed) })}
          </p>
          <dl className={`${styles.figures} ${styles.pairs}`} data-testid="reality-figures">
            <div>
              <dt>{t('responsible.realityCheck.played')}</dt>
              <dd data-testid="reality-played">{hoursMinutes(figures.minutesPlayed)}</dd>
            </div>
            <div>
              <dt>{t('responsible.net.stakes')}</dt>
              <dd>{money(figures.stakes, currency)}</dd>
            </div>
            <div>
              <dt>{t('responsible.net.wins')}</dt>
              <dd>{money(figures.wins, currency)}</dd>
            </div>
            <div>
              <dt>{t('responsible.realityCheck.net')}</dt>
              <dd
                className={figures.net > 0 ? styles.gain : figures.net < 0 ? styles.loss : undefined}
                data-testid="reality-net"
              >
                {money(figures.net, currency)}
              </dd>
            </div>
          </dl>
        </>
      ) : session.error ? (
        <p className={formStyles.lead}>{t('responsible.realityCheck.noFigures')}</p>
      ) : (
        <Spinner label={t('status.loading')} />
      )}
      <div className={styles.answers}>
        <Button
          variant="subtle"
          disabled={sending}
          onClick={() => answer('leave', onLeave)}
          data-testid="reality-leave"
        >
          {t('responsible.realityCheck.leave')}
        </Button>
        <Button
          variant="subtle"
          disabled={sending}
          onClick={() => answer('history', onHistory)}
          data-testid="reality-history"
        >
          {t('responsible.realityCheck.history')}
        </Button>
        <Button disabled={sending} onClick={() => answer('continue')} data-testid="reality-continue">
          {t('responsible.realityCheck.continue')}
        </Button>
      </div>
    </Modal>
  );
}
