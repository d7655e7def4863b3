import type { ExclusionState, LoginValue } from '@platform/contracts';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeWithZone, useDisplayTimeZone } from '@/lib/time';
import styles from './responsible.module.css';

type Restriction = NonNullable<LoginValue['restriction']>;

/** "Until ..., you can withdraw and see your history": the words of a restriction in force. */
export function useRestrictionText() {
  const { t } = useTranslation();
  const zone = useDisplayTimeZone();
  return ({ kind, until }: Restriction) => ({
    title: t(`responsible.restriction.titles.${kind}`),
    text: until
      ? t('responsible.restriction.until', { time: timeWithZone(until, zone) })
      : t(kind === 'self' ? 'responsible.restriction.untilEnded' : 'responsible.restriction.noEnd'),
  });
}

/** The exclusion in force, on the responsible-gaming page: what it is, until when, what stays open. */
export function ExclusionNotice({
  exclusion,
  children,
}: {
  exclusion: ExclusionState;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const zone = useDisplayTimeZone();
  const words = useRestrictionText()({ kind: exclusion.kind, until: exclusion.liftsAt });
  return (
    <div className={styles.notice} role="status" data-testid="exclusion-notice">
      <ShieldAlert size={22} aria-hidden />
      <div>
        <strong>{words.title}</strong>
        <p>{words.text}</p>
        {exclusion.kind === 'self' ? (
          <p>
            {exclusion.endsAt
              ? t('responsible.exclusion.termEnds', { time: timeWithZone(exclusion.endsAt, zone) })
              : t('responsible.exclusion.termPermanent')}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
