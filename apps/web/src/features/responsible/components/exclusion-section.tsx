import {
  EXCLUSION_COOLING_HOURS,
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  type ExclusionRequest,
  type ResponsibleState,
} from '@platform/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import formStyles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { timeWithZone, useDisplayTimeZone } from '@/lib/time';
import { endExclusion, startExclusion } from '../api/responsible-calls';
import { useResponsibleChange } from '../hooks/use-responsible';
import { ExclusionNotice } from './exclusion-notice';
import styles from './responsible.module.css';

type Kind = ExclusionRequest['kind'];
const DURATIONS = { timeout: TIMEOUT_DURATIONS, self: SELF_EXCLUSION_DURATIONS } as const;

/**
 * A time-out (24 hours to 6 weeks) and a self-exclusion (6 months to 5 years, or for good), each started
 * after a dialog that says plainly what follows; the exclusion in force with its end, and "End
 * self-exclusion" once its term has passed (play returns after the cooling day).
 */
export function ExclusionSection({ state }: { state: ResponsibleState }) {
  const { t } = useTranslation();
  const zone = useDisplayTimeZone();
  const start = useResponsibleChange(startExclusion);
  const end = useResponsibleChange(endExclusion);
  const [asked, setAsked] = useState<ExclusionRequest | null>(null);
  const [ending, setEnding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const exclusion = state.exclusion;

  const act = async (action: () => Promise<unknown>, done: string) => {
    setProblem(null);
    setMessage(null);
    try {
      await action();
      setMessage(done);
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  const durationText = (duration: string) =>
    t(`responsible.exclusion.durations.${duration}` as 'responsible.exclusion.durations.24h');
  const confirmText = (request: ExclusionRequest) => {
    if (request.kind === 'timeout')
      return t('responsible.exclusion.confirmTimeout', { duration: durationText(request.duration) });
    if (request.duration === 'permanent') return t('responsible.exclusion.confirmPermanent');
    return t('responsible.exclusion.confirmSelf', {
      duration: durationText(request.duration),
      hours: EXCLUSION_COOLING_HOURS,
    });
  };

  return (
    <section className={styles.card} aria-labelledby="rg-exclusion">
      <h3 id="rg-exclusion" className={styles.cardTitle}>
        {t('responsible.exclusion.title')}
      </h3>
      <p className={styles.hint}>{t('responsible.exclusion.text')}</p>
      {exclusion ? (
        <ExclusionNotice exclusion={exclusion}>
          {exclusion.endRequestedAt && exclusion.liftsAt ? (
            <p data-testid="exclusion-end-requested">
              {t('responsible.exclusion.endRequested', { time: timeWithZone(exclusion.liftsAt, zone) })}
            </p>
          ) : null}
          {exclusion.canEnd && !exclusion.endRequestedAt ? (
            <div className={styles.buttons}>
              <Button
                size="small"
                variant="subtle"
                onClick={() => setEnding(true)}
                data-testid="exclusion-end"
              >
                {t('responsible.exclusion.end')}
              </Button>
            </div>
          ) : null}
        </ExclusionNotice>
      ) : null}
      <div className={styles.choices}>
        {(['timeout', 'self'] as const).map((kind) => (
          <Choice key={kind} kind={kind} busy={start.isPending} onChoose={setAsked} />
        ))}
      </div>
      {message ? (
        <p className={styles.message} role="status">
          {message}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert" data-testid="exclusion-problem">
          {problem}
        </p>
      ) : null}
      {asked ? (
        <ConfirmDialog
          title={t(`responsible.exclusion.confirmTitle.${asked.kind}`, {
            duration: durationText(asked.duration),
          })}
          text={confirmText(asked)}
          confirmLabel={t('responsible.exclusion.confirmLabel')}
          busy={start.isPending}
          onCancel={() => setAsked(null)}
          onConfirm={() => {
            const request = asked;
            setAsked(null);
            void act(() => start.mutateAsync(request), t('responsible.exclusion.started'));
          }}
          testId="exclusion-confirm"
        />
      ) : null}
      {ending ? (
        <ConfirmDialog
          title={t('responsible.exclusion.endTitle')}
          text={t('responsible.exclusion.endText', { hours: EXCLUSION_COOLING_HOURS })}
          confirmLabel={t('responsible.exclusion.end')}
          busy={end.isPending}
          onCancel={() => setEnding(false)}
          onConfirm={() => {
            setEnding(false);
            void act(() => end.mutateAsync(undefined), t('responsible.exclusion.endStarted'));
          }}
          testId="exclusion-end-confirm"
        />
      ) : null}
    </section>
  );
}

function Choice({
  kind,
  busy,
  onChoose,
}: {
  kind: Kind;
  busy: boolean;
  onChoose: (request: ExclusionRequest) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = DURATIONS[kind];
  const [duration, setDuration] = useState<string>(options[0]);
  return (
    <div className={styles.choice} data-testid={`exclusion-${kind}`}>
      <h4 className={styles.groupTitle}>{t(`responsible.exclusion.kinds.${kind}`)}</h4>
      <p className={styles.hint}>{t(`responsible.exclusion.kindHints.${kind}`)}</p>
      <label className={formStyles.label} htmlFor={id}>
        {t('responsible.exclusion.duration')}
      </label>
      <select
        id={id}
        className={formStyles.select}
        value={duration}
        onChange={(e) => setDuration(e.target.value)}
        data-testid={`exclusion-${kind}-duration`}
      >
        {options.map((d) => (
          <option key={d} value={d}>
            {t(`responsible.exclusion.durations.${d}`)}
          </option>
        ))}
      </select>
      <div className={styles.buttons}>
        <Button
          size="small"
          variant={kind === 'self' ? 'accent' : 'primary'}
          disabled={busy}
          onClick={() => onChoose({ kind, duration } as ExclusionRequest)}
          data-testid={`exclusion-${kind}-start`}
        >
          {t(`responsible.exclusion.start.${kind}`)}
        </Button>
      </div>
    </div>
  );
}
