import { ArrowDownToLine, RefreshCw, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusLockNote } from '@/components/ui/bonus-lock';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useMyWallet, useRefreshWallet, useWalletTransfer, type WalletLine } from '../hooks/use-my-wallet';
import { TransferForm } from './transfer-form';
import styles from './wallet.module.css';

type Notice = { tone: 'done' | 'failed'; text: string } | null;

/**
 * transferFund ("my wallet"): the consolidated funds, the main wallet and every vendor sub-wallet with its
 * balance, a transfer either way and a one-click recall of every sub-wallet. A seamless brand (`isSingle`)
 * shows the main wallet only, with a note. `onMoved` runs after each movement (the header's balance).
 */
export function MyWallet({ onMoved }: { onMoved: () => void }) {
  const { t } = useTranslation();
  const wallet = useMyWallet();
  const refresh = useRefreshWallet(onMoved);
  const recall = useWalletTransfer(onMoved);
  const [notice, setNotice] = useState<Notice>(null);
  const listTitle = useId();
  const symbol = wallet.currencySymbol;
  const funds = wallet.consolidated;
  const nameOf = (line: Pick<WalletLine, 'walletCode' | 'name' | 'main'>) =>
    line.main ? t('myWallet.main') : line.name;
  const inSubWallets = wallet.wallets.some((w) => !w.main && w.balance > 0);

  const recallAll = () => {
    setNotice(null);
    recall.mutate(
      { recallAll: true },
      {
        onSuccess: (result) =>
          setNotice({
            tone: 'done',
            text:
              result.transfers > 0
                ? t('myWallet.recalled', { amount: money(result.moved, symbol), wallets: result.transfers })
                : t('myWallet.nothingToRecall'),
          }),
        onError: (e) => setNotice({ tone: 'failed', text: errorText(e) }),
      },
    );
  };

  const figures: { key: string; label: string; value: string; testId: string }[] = funds
    ? [
        {
          key: 'total',
          label: t('myWallet.total'),
          value: money(funds.sumBalance, symbol),
          testId: 'funds-total',
        },
        {
          key: 'main',
          label: t('myWallet.main'),
          value: money(funds.mainBalance, symbol),
          testId: 'funds-main',
        },
        ...(wallet.isSingle
          ? []
          : [
              {
                key: 'sub',
                label: t('myWallet.subWallets'),
                value: money(funds.subWalletBalance, symbol),
                testId: 'funds-sub',
              },
            ]),
        {
          key: 'inPlay',
          label: t('myWallet.inPlay'),
          value: money(funds.inPlay, symbol),
          testId: 'funds-in-play',
        },
        {
          key: 'points',
          label: t('myWallet.points'),
          value: funds.points.toLocaleString('en-US'),
          testId: 'funds-points',
        },
      ]
    : [];

  return (
    <section className={styles.page} data-testid="my-wallet">
      <div className={styles.head}>
        <h3 className={styles.title}>{t('memberCentre.menu.transferFund')}</h3>
        <button
          type="button"
          className={styles.refresh}
          onClick={() => {
            setNotice(null);
            void refresh();
          }}
          disabled={wallet.refreshing}
          data-testid="wallet-refresh"
        >
          <RefreshCw size={15} aria-hidden className={wallet.refreshing ? styles.spinning : undefined} />
          {t('myWallet.refresh')}
        </button>
      </div>

      {wallet.error ? (
        <div className={styles.failed} role="alert" data-testid="wallet-error">
          <p>{t('myWallet.loadFailed')}</p>
          <p className={styles.muted}>{errorText(wallet.error)}</p>
          <button type="button" className={styles.secondary} onClick={() => void refresh()}>
            {t('status.retry')}
          </button>
        </div>
      ) : null}

      {funds ? (
        <dl className={styles.funds} data-testid="wallet-funds">
          {figures.map((f) => (
            <div
              key={f.key}
              className={f.key === 'total' ? `${styles.figure} ${styles.total}` : styles.figure}
            >
              <dt>{f.label}</dt>
              <dd data-testid={f.testId}>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : wallet.loading && !wallet.error ? (
        <div className={styles.placeholder} role="status" aria-live="polite">
          {t('status.loading')}
        </div>
      ) : null}

      {funds ? <BonusLockNote lock={funds.bonusLock} symbol={symbol} /> : null}

      {wallet.isSingle ? (
        <p className={styles.note} data-testid="wallet-single-note">
          {t('myWallet.singleNote')}
        </p>
      ) : null}

      {notice ? (
        <p
          className={notice.tone === 'done' ? styles.done : styles.failedLine}
          role={notice.tone === 'done' ? 'status' : 'alert'}
          data-testid="wallet-notice"
        >
          {notice.text}
        </p>
      ) : null}

      {wallet.wallets.length ? (
        <div className={wallet.isSingle ? styles.single : styles.columns}>
          <section className={styles.card} aria-labelledby={listTitle}>
            <div className={styles.cardHead}>
              <h4 id={listTitle}>{t('myWallet.wallets')}</h4>
              {wallet.isSingle ? null : (
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={recallAll}
                  disabled={recall.isPending || !inSubWallets}
                  title={t('myWallet.recallHint')}
                  data-testid="wallet-recall-all"
                >
                  <ArrowDownToLine size={15} aria-hidden />
                  {t('myWallet.recallAll')}
                </button>
              )}
            </div>
            <ul className={styles.wallets} data-testid="wallet-list">
              {wallet.wallets.map((w) => (
                <li
                  key={w.walletCode}
                  className={w.main ? `${styles.wallet} ${styles.mainWallet}` : styles.wallet}
                  data-testid={`wallet-${w.walletCode}`}
                >
                  <span className={styles.walletName}>
                    {w.main ? <Wallet size={16} aria-hidden /> : null}
                    {nameOf(w)}
                  </span>
                  <span className={w.balance > 0 ? styles.amount : `${styles.amount} ${styles.zero}`}>
                    {money(w.balance, symbol)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {wallet.isSingle ? null : (
            <TransferForm
              wallets={wallet.wallets.map((w) => ({ ...w, name: nameOf(w) }))}
              symbol={symbol}
              available={wallet.available}
              onMoved={onMoved}
              onDone={(text) => setNotice({ tone: 'done', text })}
              onStart={() => setNotice(null)}
            />
          )}
        </div>
      ) : null}
    </section>
  );
}
