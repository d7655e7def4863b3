import { zodResolver } from '@hookform/resolvers/zod';
import type { AgentLink, AgentLinkRequest } from '@platform/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy, QrCode as QrIcon, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListState } from '@/components/ui/list-state';
import { QrCode } from '@/components/ui/qr-code';
import { errorText } from '@/lib/errors';
import { placeRefusal } from '@/lib/form-problems';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useBrandTimeZone, zoned } from '@/lib/time';
import { createLink, deleteLink, linksQuery } from '../api/agent-calls';
import { useTypeLabel } from '../hooks/account-types';
import { linkFormSchema, type LinkFormValues } from '../hooks/forms';
import { useAgentProblem } from '../hooks/use-agent-problem';
import { useAgentChanged } from '../hooks/use-agent-changed';
import { AccountTypeSelect } from './account-type-select';
import { count } from './bits';
import styles from './agent.module.css';

/** The full address of a link (the server gives it relative to this site). */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

function LinkForm() {
  const { t } = useTranslation();
  const id = useId();
  const changed = useAgentChanged();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    LinkFormValues,
    unknown,
    AgentLinkRequest
  >({
    resolver: zodResolver(linkFormSchema),
    defaultValues: { type: '0', expiresOn: '' },
  });
  const send = useMutation({ mutationFn: createLink });
  const expiresProblem = useAgentProblem()(formState.errors.expiresOn);
  const onSubmit = handleSubmit((request) => {
    setFormError(null);
    send.mutate(request, {
      onSuccess: () => {
        changed();
        reset();
      },
      onError: (e) => setFormError(placeRefusal(e, ['type', 'expiresOn'], setError)),
    });
  });
  return (
    <form className={styles.row} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="agent-link-form">
      <AccountTypeSelect label={t('agent.links.type')} data-testid="agent-link-type" {...register('type')} />
      <label className={styles.field} htmlFor={`${id}-expires`}>
        <span className={styles.fieldLabel}>{t('agent.links.expiresOn')}</span>
        <input
          id={`${id}-expires`}
          type="date"
          className={styles.date}
          aria-invalid={expiresProblem ? true : undefined}
          data-testid="agent-link-expires"
          {...register('expiresOn')}
        />
        {expiresProblem ? <span className={styles.fieldError}>{expiresProblem}</span> : null}
      </label>
      <Button type="submit" size="small" disabled={send.isPending} data-testid="agent-link-create">
        {t('agent.links.create')}
      </Button>
      {formError ? (
        <p className={styles.problem} role="alert">
          {formError}
        </p>
      ) : null}
    </form>
  );
}

function LinkRow({ link, onDelete }: { link: AgentLink; onDelete: () => void }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const typeLabel = useTypeLabel();
  const [qr, setQr] = useState(false);
  const url = absolute(link.url);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(url)
      .then(() => showToast(t('agent.links.copied')))
      .catch(() => showToast(t('agent.links.copyFailed'), 'error'));
  return (
    <li className={styles.link} data-testid={`agent-link-${link.id}`}>
      {qr ? <QrCode value={url} size={120} label={t('agent.links.qrLabel', { code: link.code })} /> : null}
      <div className={styles.page}>
        <span className={styles.linkUrl}>{url}</span>
        <span className={styles.muted}>
          {typeLabel(link.type)} · {t('agent.links.registrations', { n: count(link.registrations) })} ·{' '}
          {t('agent.links.created', { time: zoned(link.createdDateStr, zone) })} ·{' '}
          {link.expiresDateStr
            ? t(link.expired ? 'agent.links.expired' : 'agent.links.expires', {
                time: zoned(link.expiresDateStr, zone),
              })
            : t('agent.links.never')}
        </span>
        <div className={styles.actions}>
          <Button size="small" variant="subtle" onClick={copy} data-testid={`agent-link-copy-${link.id}`}>
            <Copy size={14} aria-hidden /> {t('agent.links.copy')}
          </Button>
          <Button
            size="small"
            variant="subtle"
            aria-pressed={qr}
            onClick={() => setQr(!qr)}
            data-testid={`agent-link-qr-${link.id}`}
          >
            <QrIcon size={14} aria-hidden /> {t('agent.links.qr')}
          </Button>
          <Button
            size="small"
            variant="subtle"
            onClick={onDelete}
            data-testid={`agent-link-delete-${link.id}`}
          >
            <Trash2 size={14} aria-hidden /> {t('agent.links.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Affiliate links: a new one (type, optional expiry), the list with registrations, copy, QR and delete. */
export function AffiliateLinks() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const query = useQuery(linksQuery(token));
  const changed = useAgentChanged();
  const [doomed, setDoomed] = useState<AgentLink | null>(null);
  const remove = useMutation({
    mutationFn: deleteLink,
    onSuccess: () => {
      changed();
      setDoomed(null);
    },
    onError: (e) => {
      showToast(errorText(e), 'error');
      setDoomed(null);
    },
  });
  const list = query.data?.list;
  return (
    <div className={styles.panel} data-testid="agent-links">
      <h4>{t('agent.links.title')}</h4>
      <LinkForm />
      {!list ? (
        query.isError ? (
          <ListState kind="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <ListState kind="loading" />
        )
      ) : list.length === 0 ? (
        <ListState kind="empty" title={t('agent.links.empty')} />
      ) : (
        <ul className={styles.links}>
          {list.map((link) => (
            <LinkRow key={link.id} link={link} onDelete={() => setDoomed(link)} />
          ))}
        </ul>
      )}
      {doomed ? (
        <ConfirmDialog
          title={t('agent.links.deleteTitle')}
          text={t('agent.links.deleteText', { code: doomed.code })}
          confirmLabel={t('agent.links.delete')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(doomed.id)}
          onCancel={() => setDoomed(null)}
          testId="agent-link-confirm"
        />
      ) : null}
    </div>
  );
}
