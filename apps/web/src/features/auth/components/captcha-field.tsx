import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { fetchCaptcha } from '../api/auth-calls';

type Props = { value: string; onChange: (value: string) => void; error?: string; compact?: boolean };

/** The captcha image and its answer; a click draws a new one (at most once a second). */
export function CaptchaField({ value, onChange, error, compact }: Props) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const last = useRef(0);

  const refresh = useCallback(async () => {
    if (Date.now() - last.current < 1000) return;
    last.current = Date.now();
    try {
      setImage(await fetchCaptcha());
    } catch {
      setImage(null);
    }
  }, []);

  useEffect(() => {
    // The first captcha is drawn when the field appears; the state update happens after the fetch.
    let live = true;
    last.current = Date.now();
    fetchCaptcha()
      .then((png) => live && setImage(png))
      .catch(() => live && setImage(null));
    return () => {
      live = false;
    };
  }, []);

  const button = (
    <button
      type="button"
      className={styles.captcha}
      onClick={() => void refresh()}
      aria-label={t('auth.captchaRefresh')}
      title={t('auth.captchaRefresh')}
    >
      {image ? (
        <img src={`data:image/png;base64,${image}`} alt={t('auth.fields.captcha')} width={120} height={40} />
      ) : null}
    </button>
  );
  return (
    <TextField
      label={t('auth.fields.captcha')}
      className={compact ? 'visually-hidden-label' : undefined}
      name="captcha"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
      after={button}
    />
  );
}
