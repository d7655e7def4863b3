import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { channelsQuery, ordersQuery } from '../api/deposit-calls';
import { useReturnedOrder } from '../hooks/deposit-return';
import { ChannelPicker } from './channel-picker';
import { DepositForm } from './deposit-form';
import { DepositOrders } from './deposit-orders';
import { ReturnedOrder } from './returned-order';
import styles from './deposit.module.css';

/**
 * depositv2: choose a channel, deposit (a bank transfer waits for the finance team; the gateway opens its
 * page and brings the member back), and follow my orders. `onPaid` runs when an order shown is paid.
 */
export function DepositCentre({ currencySymbol, onPaid }: { currencySymbol: string; onPaid: () => void }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const channels = useQuery(channelsQuery(token));
  const [chosen, setChosen] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const returned = useReturnedOrder();
  // Back from the gateway without the id in this tab: the order is found in my latest orders.
  const latest = useQuery({
    ...ordersQuery(token, { status: 'all', pageNo: 1, pageSize: 10 }),
    enabled: token !== null && returned.orderNo !== null && returned.id === null,
  });

  const returnedId = returned.id ?? latest.data?.list.find((o) => o.orderNo === returned.orderNo)?.id ?? null;
  const shown = picked ?? returnedId;
  const close = () => {
    setPicked(null);
    returned.clear();
  };

  const list = channels.data?.channels ?? [];
  const channel = list.find((c) => c.id === chosen) ?? list[0];

  return (
    <div className={styles.page} data-testid="deposit-page">
      <h3 className={styles.title}>{t('deposit.title')}</h3>
      {shown !== null ? (
        <ReturnedOrder id={shown} symbol={currencySymbol} onPaid={onPaid} onClose={close} />
      ) : null}
      {channels.isLoading ? (
        <p role="status">{t('status.loading')}</p>
      ) : channels.error ? (
        <p role="alert" className={styles.formError}>
          {errorText(channels.error)}
        </p>
      ) : list.length === 0 || !channel ? (
        <p className={styles.state}>{t('deposit.noChannels')}</p>
      ) : (
        <>
          <ChannelPicker channels={list} chosen={channel.id} onChoose={setChosen} symbol={currencySymbol} />
          {channel.description ? <p className={styles.hint}>{channel.description}</p> : null}
          <DepositForm
            key={channel.id}
            channel={channel}
            offers={channels.data?.offers ?? []}
            symbol={currencySymbol}
            onCreated={(order) => setPicked(order.id)}
          />
        </>
      )}
      <DepositOrders symbol={currencySymbol} onOpen={setPicked} />
    </div>
  );
}
