import { WITHDRAWAL_PROOF_MAX_BYTES, type Withdrawal } from '@platform/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MoneyInput } from '@/components/ui/money-input';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { amountOr0, readAmount } from '@/lib/read-amount';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useBrandTimeZone, zoned } from '@/lib/time';
import { confirmationsQuery, confirmReceived, reportNotReceived } from '../api/withdraw-calls';
import { useMoneyChanged } from '../hooks/use-money-changed';
import styles from './withdraw.module.css';

const TRIAL = 4;

type ProofProblem = 'proofRequired' | 'proofType' | 'proofTooLarge' | 'receivedFormat' | 'receivedTooHigh';

/** What is wrong with the not-received form before it is sent, if anything. */
export function proofProblem(file: File | null, received: string, amount: number): ProofProblem | null {
  const read = readAmount(received.trim() === '' ? '0' : received, { zero: true });
  if ('problem' in read) return 'receivedFormat';
  if (read.amount >= amount) return 'receivedTooHigh';
  if (!file) return 'proofRequired';
  if (!['image/png', 'image/jpeg'].includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name))
    return 'proofType';
  if (file.size >= WITHDRAWAL_PROOF_MAX_BYTES) return 'proofTooLarge';
  return null;
}

function ConfirmItem({ withdrawal, onAnswered }: { withdrawal: Withdrawal; onAnswered: () => void }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const id = useId();
  const changed = useMoneyChanged();
  const [mode, setMode] = useState<'ask' | 'notReceived'>('ask');
  const [received, setReceived] = useState('0');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = withdrawal.amount;
  const receivedNumber = amountOr0(received);
  const shownReceived = mode === 'ask' ? amount : Math.min(receivedNumber, amount);
  const remainder = Math.max(0, Math.round((amount - shownReceived) * 100) / 100);

  const done = (text: string) => {
    changed();
    showToast(text);
    onAnswered();
  };
  const yes = useMutation({
    mutationFn: () => confirmReceived(withdrawal.id),
    onSuccess: () => done(t('withdraw.confirm.thanks')),
    onError: (e) => setProblem(errorText(e)),
  });
  const no = useMutation({
    mutationFn: (input: { receivedAmount: string; proof: File }) => reportNotReceived(withdrawal.id, input),
    onSuccess: () => done(t('withdraw.confirm.reported')),
    onError: (e) => setProblem(errorText(e)),
  });

  const sendNotReceived = () => {
    const wrong = proofProblem(file, received, amount);
    if (wrong) {
      setProblem(t(`withdraw.confirm.problems.${wrong}`, { amount: formatMoney(amount) }));
      return;
    }
    setProblem(null);
    no.mutate({ receivedAmount: received.trim() === '' ? '0' : received.trim(), proof: file! });
  };
  const busy = yes.isPending || no.isPending;

  return (
    <div className={styles.confirmItem} data-testid={`confirm-${withdrawal.id}`}>
      <p className={styles.muted}>
        {t('withdraw.confirm.intro', {
          orderNo: withdrawal.orderNo,
          due: zoned(withdrawal.confirmDueDateStr ?? '', zone),
        })}
      </p>
      <dl className={styles.confirmAmounts}>
        <div className={styles.stat}>
          <dt>{t('withdraw.confirm.amount')}</dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.confirm.received')}</dt>
          <dd data-testid="confirm-received">{formatMoney(shownReceived)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.confirm.remainder')}</dt>
          <dd data-testid="confirm-remainder">{formatMoney(remainder)}</dd>
        </div>
      </dl>
      {mode === 'notReceived' ? (
        <>
          <MoneyInput
            label={t('withdraw.confirm.receivedInput')}
            value={received}
            onChange={(e) => setReceived(e.target.value)}
            data-testid="confirm-received-input"
          />
          <label className={styles.field} htmlFor={`${id}-proof`}>
            <span className={styles.label}>{t('withdraw.confirm.proof')}</span>
            <input
              id={`${id}-proof`}
              type="file"
              accept="image/png,image/jpeg"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              data-testid="confirm-proof"
            />
            <span className={styles.muted}>{t('withdraw.confirm.proofHint')}</span>
          </label>
        </>
      ) : (
        <p className={styles.muted}>{t('withdraw.confirm.autoNote')}</p>
      )}
      {problem ? (
        <p className={styles.failed} role="alert" data-testid="confirm-problem">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        {mode === 'ask' ? (
          <>
            <Button
              variant="ghost"
              onClick={() => setMode('notReceived')}
              disabled={busy}
              data-testid="confirm-no"
            >
              {t('withdraw.confirm.notReceived')}
            </Button>
            <Button variant="accent" onClick={() => yes.mutate()} disabled={busy} data-testid="confirm-yes">
              {t('withdraw.confirm.receivedButton')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={() => setMode('ask')} disabled={busy}>
              {t('withdraw.confirm.back')}
            </Button>
            <Button
              variant="accent"
              onClick={sendNotReceived}
              disabled={busy}
              data-testid="confirm-send-proof"
            >
              {t('withdraw.confirm.sendProof')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The withdrawal confirmation modal (SPEC sections 2 and 4): for each paid withdrawal waiting for the
 * member, the amount received and the remainder, and Received / Not received with a proof. Closing it
 * puts the question off until the next visit; no answer in time counts as received on the server.
 */
export function WithdrawalConfirmation() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const accountType = useSession((s) => s.accountType);
  const query = useQuery(confirmationsQuery(token, accountType !== TRIAL));
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const waiting = (query.data?.list ?? []).filter((w) => !dismissed.has(w.id));
  const current = waiting[0];
  if (!token || !current) return null;
  const dismiss = () => setDismissed(new Set([...dismissed, current.id]));
  return (
    <Modal title={t('withdraw.confirm.title')} onClose={dismiss} testId="withdrawal-confirmation">
      <ConfirmItem key={current.id} withdrawal={current} onAnswered={() => void query.refetch()} />
    </Modal>
  );
}
