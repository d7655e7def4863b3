import type { DepositChannel } from '@platform/contracts';
import { Building2, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import styles from './deposit.module.css';

/** The brand's open channels as cards; one is chosen. */
export function ChannelPicker({
  channels,
  chosen,
  onChoose,
  symbol,
}: {
  channels: DepositChannel[];
  chosen: number | null;
  onChoose: (id: number) => void;
  symbol: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.channels} role="radiogroup" aria-label={t('deposit.channel')}>
      {channels.map((c) => {
        const Icon = c.provider === 'manual_bank' ? Building2 : CreditCard;
        const active = c.id === chosen;
        return (
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={active}
            className={`${styles.channel} ${active ? styles.channelActive : ''}`}
            onClick={() => onChoose(c.id)}
            data-testid={`deposit-channel-${c.code}`}
          >
            <Icon size={22} aria-hidden />
            <span className={styles.channelName}>{c.name}</span>
            <span className={styles.channelLimits}>
              {t('deposit.limits', { min: money(c.minAmount, symbol), max: money(c.maxAmount, symbol) })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
