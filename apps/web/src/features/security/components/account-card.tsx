import { zodResolver } from '@hookform/resolvers/zod';
import {
  NICKNAME_MAX,
  nicknameRequestSchema,
  type NicknameRequest,
  type SecurityOverview,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import formStyles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { placeRefusal, useProblemText } from '@/lib/form-problems';
import { useSession } from '@/lib/session';
import { timeWithZone, useDisplayTimeZone } from '@/lib/time';
import { avatarQuery, setAvatar, setNickname, useSecurityChange } from '../api/security-calls';
import styles from './security.module.css';

/** An instant in the site's format and the brand's zone, with the zone named. */
const when = (iso: string | null, fallback: string, zone: string) =>
  (iso && timeWithZone(iso, zone)) || fallback;

/** Account details, the nickname and the profile icon. */
export function AccountCard({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const avatars = useQuery(avatarQuery(token));
  const [editing, setEditing] = useState<'nickname' | 'avatar' | null>(null);
  const icon = avatars.data?.icons.find((i) => i.id === (avatars.data?.avatarId ?? overview.avatarId));
  const never = t('security.account.never');
  const zone = useDisplayTimeZone();
  return (
    <section className={styles.card} data-testid="account-card">
      <div className={styles.profile}>
        <button
          type="button"
          className={styles.avatarButton}
          onClick={() => setEditing('avatar')}
          aria-label={t('security.avatar.change')}
          data-testid="avatar-change"
        >
          {icon ? (
            <img className={styles.avatar} src={icon.url} alt="" />
          ) : (
            <span className={styles.avatar} />
          )}
        </button>
        <dl className={styles.details}>
          <div>
            <dt>{t('security.account.username')}</dt>
            <dd>{overview.username}</dd>
          </div>
          <div>
            <dt>{t('security.account.nickname')}</dt>
            <dd>
              {overview.nickname}{' '}
              <button
                type="button"
                className={formStyles.link}
                onClick={() => setEditing('nickname')}
                data-testid="nickname-edit"
              >
                {t('security.actions.edit')}
              </button>
            </dd>
          </div>
          <div>
            <dt>{t('security.account.type')}</dt>
            <dd>{t(overview.type === 0 ? 'security.account.member' : 'security.account.agent')}</dd>
          </div>
          <div>
            <dt>{t('security.account.vip')}</dt>
            <dd>
              {overview.vipLabel ? <span className={styles.tag}>{overview.vipLabel.labelName}</span> : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('security.account.registeredAt')}</dt>
            <dd>{when(overview.registeredAt, never, zone)}</dd>
          </div>
          <div>
            <dt>{t('security.account.lastLogin')}</dt>
            <dd>{when(overview.lastLoginAt, never, zone)}</dd>
          </div>
          <div>
            <dt>{t('security.account.previousLogin')}</dt>
            <dd>{when(overview.previousLoginAt, never, zone)}</dd>
          </div>
        </dl>
      </div>
      {editing === 'nickname' ? (
        <NicknameModal current={overview.nickname} onClose={() => setEditing(null)} />
      ) : null}
      {editing === 'avatar' && avatars.data ? (
        <AvatarModal
          current={avatars.data.avatarId}
          icons={avatars.data.icons}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function NicknameModal({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const { register, handleSubmit, formState, setError } = useForm<NicknameRequest>({
    resolver: zodResolver(nicknameRequestSchema),
    defaultValues: { nickname: current },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const change = useSecurityChange(setNickname);
  const onSubmit = handleSubmit(async ({ nickname }) => {
    setFormError(null);
    try {
      await change.mutateAsync([nickname.trim()]);
      onClose();
    } catch (err) {
      setFormError(placeRefusal(err, ['nickname'], setError));
    }
  });
  return (
    <Modal title={t('security.account.nicknameTitle')} onClose={onClose} testId="nickname-modal">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {formError ? (
          <p className={formStyles.banner} role="alert">
            {formError}
          </p>
        ) : null}
        <TextField
          label={t('security.account.nickname')}
          maxLength={NICKNAME_MAX}
          error={problem(formState.errors.nickname, () => t('security.invalid.nickname'))}
          required
          {...register('nickname')}
        />
        <p className={formStyles.hint}>{t('security.account.nicknameHint')}</p>
        <Button type="submit" block disabled={change.isPending}>
          {t('security.actions.save')}
        </Button>
      </form>
    </Modal>
  );
}

function AvatarModal({
  current,
  icons,
  onClose,
}: {
  current: number;
  icons: { id: number; url: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(current);
  const [error, setError] = useState<string>();
  const change = useSecurityChange(setAvatar);
  const save = async () => {
    try {
      await change.mutateAsync([chosen]);
      onClose();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <Modal title={t('security.avatar.title')} onClose={onClose} testId="avatar-modal">
      <div className={formStyles.form}>
        {error ? (
          <p className={formStyles.banner} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.icons}>
          {icons.map((icon) => (
            <button
              key={icon.id}
              type="button"
              className={styles.iconChoice}
              aria-pressed={icon.id === chosen}
              aria-label={t('security.avatar.icon', { number: icon.id })}
              onClick={() => setChosen(icon.id)}
            >
              <img className={styles.avatar} src={icon.url} alt="" />
            </button>
          ))}
        </div>
        <Button block onClick={() => void save()} disabled={change.isPending} data-testid="avatar-save">
          {t('security.actions.save')}
        </Button>
      </div>
    </Modal>
  );
}
