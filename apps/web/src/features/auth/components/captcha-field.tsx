import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha } from '../api/auth-calls';
import { solveChallenge } from '../lib/proof-of-work';
import styles from './captcha-field.module.css';

type Props = {
  /**
   * Called with the solved proof (the value to send as `captcha`), or '' while there is none. Keep it
   * stable (a state setter): a new function starts a new challenge.
   */
  onChange: (value: string) => void;
  error?: string;
};

type State = 'checking' | 'done' | 'failed';

/**
 * The captcha (decision record 022): the browser fetches a proof-of-work challenge and solves it by
 * itself; nobody types anything. A challenge is used once, so the field is mounted afresh for each try.
 */
export function CaptchaField({ onChange, error }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('checking');
  const [attempt, setAttempt] = useState(0);
  const last = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    last.current = Date.now();
    fetchCaptcha()
      .then((challenge) => solveChallenge(challenge, controller.signal))
      .then((nonce) => {
        if (controller.signal.aborted) return;
        onChange(nonce);
        setState('done');
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [attempt, onChange]);

  const retry = () => {
    // The server hands a browser a new challenge at most once a second.
    if (Date.now() - last.current < 1000) return;
    onChange('');
    setState('checking');
    setAttempt((n) => n + 1);
  };

  return (
    <div className={styles.field}>
      <div
        className={`${styles.check} ${styles[state]} ${error ? styles.invalid : ''}`}
        role="status"
        aria-live="polite"
        data-testid="captcha-check"
        data-state={state}
      >
        <span className={styles.icon} aria-hidden>
          {state === 'done' ? '✓' : state === 'failed' ? '!' : ''}
        </span>
        <span className={styles.text}>{t(`auth.captcha.${state}`)}</span>
        {state === 'failed' ? (
          <button type="button" className={styles.retry} onClick={retry} data-testid="captcha-retry">
            {t('auth.captchaRefresh')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className={styles.error} role="alert" data-testid="field-error-captcha">
          {error}
        </p>
      ) : null}
    </div>
  );
}
