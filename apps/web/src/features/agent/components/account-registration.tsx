import { zodResolver } from '@hookform/resolvers/zod';
import type { AgentAccountRequest } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { placeRefusal } from '@/lib/form-problems';
import { openAccount } from '../api/agent-calls';
import { accountFormSchema, type AccountFormValues } from '../hooks/forms';
import { useAgentProblem } from '../hooks/use-agent-problem';
import { useAgentChanged } from '../hooks/use-agent-changed';
import { AccountTypeSelect } from './account-type-select';
import { AffiliateLinks } from './affiliate-links';
import styles from './agent.module.css';

function AccountForm() {
  const { t } = useTranslation();
  const changed = useAgentChanged();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    AccountFormValues,
    unknown,
    AgentAccountRequest
  >({
    resolver: zodResolver(accountFormSchema),
    defaultValues: { username: '', password: '', nickname: '', type: '0' },
  });
  const send = useMutation({ mutationFn: openAccount });
  const fieldProblem = useAgentProblem();
  const problem = (field: keyof AccountFormValues) => fieldProblem(formState.errors[field]);
  const onSubmit = handleSubmit((request) => {
    setFormError(null);
    setDone(null);
    send.mutate(request, {
      onSuccess: (account) => {
        changed();
        reset();
        setDone(t('agent.account.done', { username: account.username }));
      },
      onError: (e) => setFormError(placeRefusal(e, ['username', 'password', 'nickname', 'type'], setError)),
    });
  });
  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid="agent-account-form"
    >
      <h4 className={styles.formActions}>{t('agent.account.title')}</h4>
      <TextField
        label={t('agent.account.username')}
        required
        autoComplete="off"
        maxLength={32}
        error={problem('username')}
        data-testid="agent-account-username"
        {...register('username')}
      />
      <TextField
        label={t('agent.account.password')}
        type="password"
        required
        autoComplete="new-password"
        hint={t('agent.account.passwordHint')}
        error={problem('password')}
        data-testid="agent-account-password"
        {...register('password')}
      />
      <TextField
        label={t('agent.account.nickname')}
        maxLength={32}
        error={problem('nickname')}
        data-testid="agent-account-nickname"
        {...register('nickname')}
      />
      <AccountTypeSelect
        label={t('agent.account.type')}
        data-testid="agent-account-type"
        {...register('type')}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="accent" disabled={send.isPending} data-testid="agent-account-submit">
          {t('agent.account.submit')}
        </Button>
        {formError ? (
          <p className={styles.problem} role="alert" data-testid="agent-account-failed">
            {formError}
          </p>
        ) : null}
        {done ? (
          <p className={styles.done} role="status" data-testid="agent-account-done">
            {done}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** Account registration: open a member or agent account directly under the agent, and affiliate links. */
export function AccountRegistration() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid="agent-registration">
      <h3 className={styles.title}>{t('agent.menu.registration')}</h3>
      <AccountForm />
      <AffiliateLinks />
    </section>
  );
}
