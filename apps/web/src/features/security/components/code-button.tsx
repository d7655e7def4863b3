import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';

/** Sends a code; disabled with the seconds left until a new one can be asked for. */
export function CodeButton({
  send,
  disabled,
  onError,
}: {
  /** Null when nothing was sent (the form showed why). */
  send: () => Promise<{ expiredMinutes: number } | null>;
  disabled?: boolean;
  onError: (message: string) => void;
}) {
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
      data-testid="code-button"
    >
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
    </Button>
  );
}
