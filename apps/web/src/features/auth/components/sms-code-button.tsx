import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { useCountdown } from '../hooks/use-countdown';

type Props = {
  send: () => Promise<{ expiredMinutes: number }>;
  disabled?: boolean;
  onError: (message: string) => void;
  onSent?: (minutes: number) => void;
};

/** Sends an SMS code; disabled with the seconds left while the code runs (minutes x 60). */
export function SmsCodeButton({ send, disabled, onError, onSent }: Props) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { expiredMinutes } = await send();
      start(expiredMinutes * 60);
      onSent?.(expiredMinutes);
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
      data-testid="sms-code-button"
    >
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
    </Button>
  );
}
