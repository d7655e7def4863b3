import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import { Button } from './button';

type Props = {
  /** Sends the code; null when nothing was sent (the form showed why). */
  send: () => Promise<{ expiredMinutes: number } | null>;
  disabled?: boolean;
  onError: (message: string) => void;
  onSent?: (minutes: number) => void;
  /** The test id of the form it sits in (`sms-code-button`, `code-button`). */
  testId?: string;
};

/**
 * Sends a verification code (SMS or e-mail); then disabled, showing the seconds left, until the code runs
 * out and a new one can be asked for.
 */
export function SendCodeButton({ send, disabled, onError, onSent, testId = 'code-button' }: Props) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const onClick = async () => {
    setBusy(true);
    try {
      const sent = await send();
      if (!sent) return;
      setNow(Date.now());
      setUntil(Date.now() + sent.expiredMinutes * 60_000);
      onSent?.(sent.expiredMinutes);
    } catch (e) {
      onError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      disabled={disabled || busy || left > 0}
      onClick={() => void onClick()}
      data-testid={testId}
    >
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
    </Button>
  );
}
