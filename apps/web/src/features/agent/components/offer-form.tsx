import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGENT_PAGE_SIZE_MAX,
  CONTRACT_TIERS_MAX,
  DIVIDEND_CYCLES,
  type ContractKind,
  type ContractOffer,
} from '@platform/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { placeRefusal } from '@/lib/form-problems';
import { useSession } from '@/lib/session';
import { offerContract, teamQuery } from '../api/agent-calls';
import {
  emptyTier,
  offerFields,
  offerFormSchema,
  offerRefusal,
  RATE_MAX,
  TIER_FIELDS,
  type OfferFormValues,
} from '../hooks/forms';
import { useAgentChanged } from '../hooks/use-agent-changed';
import { useAgentProblem } from '../hooks/use-agent-problem';
import styles from './agent.module.css';

type Props = { kind: ContractKind; memberId?: number | null };

/**
 * Offer a contract of this kind to a direct downline agent: the downline, then up to ten tiers (the
 * dividend also its cycle). A refusal shows under the field it is about.
 */
export function OfferForm({ kind, memberId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const token = useSession((s) => s.token);
  const team = useQuery(teamQuery(token, { pageNo: 1, pageSize: AGENT_PAGE_SIZE_MAX }));
  const agents = (team.data?.list ?? []).filter((m) => m.direct && m.isAgent);
  const changed = useAgentChanged();
  const schema = useMemo(() => offerFormSchema(kind), [kind]);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError, reset, getValues } = useForm<
    OfferFormValues,
    unknown,
    ContractOffer
  >({
    resolver: zodResolver(schema),
    defaultValues: { memberId: memberId ? String(memberId) : '', cycle: 'W', tiers: [emptyTier(kind)] },
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const send = useMutation({ mutationFn: offerContract });
  const problem = useAgentProblem({ max: RATE_MAX[kind] });
  const onSubmit = handleSubmit((offer) => {
    setFormError(null);
    setDone(null);
    send.mutate(offer, {
      onSuccess: (contract) => {
        changed();
        setDone(t('agent.contracts.offered', { username: contract.username }));
        reset({ memberId: '', cycle: getValues('cycle'), tiers: [emptyTier(kind)] });
      },
      onError: (e) => {
        const count = getValues('tiers').length;
        const fields = offerFields(kind, count) as Parameters<typeof placeRefusal<OfferFormValues>>[1];
        setFormError(placeRefusal(offerRefusal(e, kind, count), fields, setError));
      },
    });
  });
  const memberProblem = problem(formState.errors.memberId);
  return (
    <form
      className={styles.panel}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid="agent-offer-form"
    >
      <h4>{t('agent.contracts.offerTitle')}</h4>
      <div className={styles.row}>
        <label className={styles.field} htmlFor={`${id}-member`}>
          <span className={styles.fieldLabel}>{t('agent.contracts.downline')}</span>
          <select
            id={`${id}-member`}
            className={styles.select}
            aria-invalid={memberProblem ? true : undefined}
            aria-describedby={memberProblem ? `${id}-member-error` : undefined}
            data-testid="agent-offer-member"
            {...register('memberId')}
          >
            <option value="">{t('agent.contracts.chooseDownline')}</option>
            {agents.map((m) => (
              <option key={m.id} value={m.id}>
                {m.username}
              </option>
            ))}
          </select>
          {memberProblem ? (
            <span
              id={`${id}-member-error`}
              className={styles.fieldError}
              role="alert"
              data-testid="field-error-memberId"
            >
              {memberProblem}
            </span>
          ) : null}
        </label>
        {kind === 'dividend' ? (
          <label className={styles.field} htmlFor={`${id}-cycle`}>
            <span className={styles.fieldLabel}>{t('agent.contracts.cycle')}</span>
            <select
              id={`${id}-cycle`}
              className={styles.select}
              data-testid="agent-offer-cycle"
              {...register('cycle')}
            >
              {DIVIDEND_CYCLES.map((c) => (
                <option key={c} value={c}>
                  {t(`agent.cycles.${c}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <fieldset className={styles.tierSet}>
        <legend className={styles.fieldLabel}>{t('agent.contracts.tiers')}</legend>
        {tiers.fields.map((tier, i) => (
          <div key={tier.id} className={styles.tierRow} data-testid={`agent-offer-tier-${i}`}>
            <span className={styles.tierName}>{t('agent.contracts.tierN', { n: i + 1 })}</span>
            {TIER_FIELDS[kind].map((f) => (
              <TextField
                key={f.name}
                className={styles.tierField}
                label={t(`agent.tierFields.${f.name}` as 'agent.tierFields.rate')}
                inputMode={f.kind === 'count' ? 'numeric' : 'decimal'}
                autoComplete="off"
                maxLength={16}
                required
                error={problem(formState.errors.tiers?.[i]?.[f.name])}
                errorTestId={`field-error-tiers.${i}.${f.name}`}
                data-testid={`agent-offer-${i}-${f.name}`}
                {...register(`tiers.${i}.${f.name}`)}
              />
            ))}
            {tiers.fields.length > 1 ? (
              <Button
                size="small"
                variant="subtle"
                onClick={() => tiers.remove(i)}
                aria-label={t('agent.contracts.removeTier', { n: i + 1 })}
              >
                <Trash2 size={14} aria-hidden />
              </Button>
            ) : null}
          </div>
        ))}
        {tiers.fields.length < CONTRACT_TIERS_MAX ? (
          <div>
            <Button
              size="small"
              variant="subtle"
              onClick={() => tiers.append(emptyTier(kind))}
              data-testid="agent-offer-add-tier"
            >
              <Plus size={14} aria-hidden /> {t('agent.contracts.addTier')}
            </Button>
          </div>
        ) : null}
        <p className={styles.muted}>{t('agent.contracts.tierRule', { max: RATE_MAX[kind] })}</p>
      </fieldset>
      <div className={styles.formActions}>
        <Button type="submit" variant="accent" disabled={send.isPending} data-testid="agent-offer-submit">
          {t('agent.contracts.offer')}
        </Button>
        {formError ? (
          <p className={styles.problem} role="alert" data-testid="agent-offer-failed">
            {formError}
          </p>
        ) : null}
        {done ? (
          <p className={styles.done} role="status" data-testid="agent-offer-done">
            {done}
          </p>
        ) : null}
      </div>
    </form>
  );
}
