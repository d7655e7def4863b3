import type { AgentTransferRequest, TeamMember } from '@platform/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import { MoneyInput } from '@/components/ui/money-input';
import { Button } from '@/components/ui/button';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { placeRefusal } from '@/lib/form-problems';
import { money } from '@/lib/money';
import { keepsRequestId, newRequestId } from '@/lib/request-id';
import { showToast } from '@/lib/toast';
import { transferToDownline } from '../api/agent-calls';
import { transferFormSchema, type TransferFormValues } from '../hooks/forms';
import { useAgentProblem } from '../hooks/use-agent-problem';
import { useAgentChanged } from '../hooks/use-agent-changed';
import styles from './agent.module.css';

type Props = { member: TeamMember; symbol: string; onClose: () => void };

/**
 * Money from the agent's main wallet to a direct downline's: amount and payment password, sent encrypted
 * under one request id per intended transfer (a retry after no answer sends the same id, so the money moves
 * once; a refusal was an answer, and the next submission draws a new id).
 */
export function TransferDialog({ member, symbol, onClose }: Props) {
  const { t } = useTranslation();
  const changed = useAgentChanged();
  const [requestId, setRequestId] = useState(newRequestId);
  const schema = useMemo(() => transferFormSchema(member.id, requestId), [member.id, requestId]);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<
    TransferFormValues,
    unknown,
    AgentTransferRequest
  >({ resolver: zodResolver(schema), defaultValues: { amount: '', paymentPassword: '' } });
  const send = useMutation({ mutationFn: transferToDownline });
  const fieldProblem = useAgentProblem();
  const problem = (field: keyof TransferFormValues) => fieldProblem(formState.errors[field]);
  const onSubmit = handleSubmit((request) => {
    setFormError(null);
    send.mutate(request, {
      onSuccess: (answer) => {
        changed(true);
        showToast(
          t('agent.transfer.done', { amount: money(answer.amount, symbol), username: answer.username }),
        );
        onClose();
      },
      onError: (e) => {
        if (!keepsRequestId(e)) setRequestId(newRequestId());
        setFormError(placeRefusal(e, ['amount', 'paymentPassword'], setError));
      },
    });
  });
  return (
    <Modal
      title={t('agent.transfer.title', { username: member.username })}
      onClose={onClose}
      testId="transfer-dialog"
    >
      <form className={styles.page} onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className={styles.muted}>{t('agent.transfer.intro', { username: member.username })}</p>
        <MoneyInput
          label={t('agent.transfer.amount')}
          placeholder="0.00"
          required
          error={problem('amount')}
          data-testid="transfer-amount"
          {...register('amount')}
        />
        <PaymentPasswordField
          label={t('agent.transfer.paymentPassword')}
          error={problem('paymentPassword')}
          data-testid="transfer-password"
          {...register('paymentPassword')}
        />
        {formError ? (
          <p className={styles.problem} role="alert" data-testid="transfer-failed">
            {formError}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button variant="subtle" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={send.isPending} data-testid="transfer-submit">
            {t('agent.transfer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
