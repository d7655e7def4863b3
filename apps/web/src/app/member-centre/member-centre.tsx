import { isSwitchOn } from '@platform/contracts';
import { X } from 'lucide-react';
import { Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { useMemberInfo } from '@/features/member';
import { MEMBER_CENTRE_MENU, resolveEntry, visibleEntries, type CentreEntry } from './menu';
import styles from './member-centre.module.css';

const Badge = ({ useCount }: { useCount: () => number }) => {
  const count = useCount();
  return count > 0 ? <span className={styles.badge}>{count > 99 ? '99+' : count}</span> : null;
};

/**
 * The member centre (SPEC section 2, flag mcShow): a left menu of the pages the member may open, the
 * selected page on the right (each page its own chunk, shown once loaded), and a close button. Only a
 * real account opens it: signing out, or a trial session, closes it.
 */
export function MemberCentre({ entries = MEMBER_CENTRE_MENU }: { entries?: readonly CentreEntry[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const token = useSession((s) => s.token);
  const accountType = useSession((s) => s.accountType);
  const asked = useUi((s) => s.mcPage);
  const setPage = useUi((s) => s.setMemberCentrePage);
  const whitelabel = useSystemStatus().data?.info.whitelabel;
  const hasUpline = useMemberInfo().data?.toUpline ?? false;
  const allowed = token !== null && accountType !== TRIAL_ACCOUNT_TYPE;
  const activeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!allowed) useUi.getState().setMemberCentre(false);
  }, [allowed]);

  useEffect(() => {
    const modalAbove = () => document.querySelector('[role="dialog"][aria-modal="true"]:not([data-centre])');
    document.body.classList.add('scroll-locked');
    const previous = document.activeElement as HTMLElement | null;
    activeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // A modal above the centre (a round's detail) takes Escape first.
      if (e.key === 'Escape' && !modalAbove()) useUi.getState().setMemberCentre(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (!modalAbove()) document.body.classList.remove('scroll-locked');
      previous?.focus?.();
    };
  }, []);

  if (!allowed) return null;
  const shown = visibleEntries(entries, {
    accountType,
    hasUpline,
    switches: (modId) => (whitelabel ? isSwitchOn(whitelabel, modId) : false),
  });
  const active = resolveEntry(asked, shown);
  const Page = active?.component;
  const close = () => useUi.getState().setMemberCentre(false);

  return (
    <div className={styles.overlay} data-testid="member-centre">
      <div className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} data-centre>
        <header className={styles.header}>
          <h2 id={titleId}>{t('overlay.memberCentre')}</h2>
          <button
            type="button"
            className={styles.close}
            onClick={close}
            aria-label={t('confirm.close')}
            data-testid="member-centre-close"
          >
            <X size={18} aria-hidden />
          </button>
        </header>
        <div className={styles.body}>
          <nav className={styles.menu} aria-label={t('memberCentre.menuLabel')}>
            <ul>
              {shown.map((entry) => {
                const Icon = entry.icon;
                const current = entry.page === active?.page;
                return (
                  <li key={entry.page}>
                    <button
                      type="button"
                      ref={current ? activeRef : undefined}
                      className={current ? `${styles.entry} ${styles.active}` : styles.entry}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => setPage(entry.page)}
                      data-testid={`mc-menu-${entry.page}`}
                    >
                      <Icon size={18} aria-hidden />
                      <span>{t(`memberCentre.menu.${entry.labelKey}`)}</span>
                      {entry.useBadge ? <Badge useCount={entry.useBadge} /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.pane} data-testid={active ? `mc-page-${active.page}` : undefined}>
            {Page ? (
              <Suspense fallback={<Spinner label={t('status.loading')} />}>
                <Page key={active.page} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
