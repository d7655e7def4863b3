import { isSwitchOn } from '@platform/contracts';
import { TriangleAlert } from 'lucide-react';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { loadChunk } from '@/lib/chunks';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { useMemberInfo } from '@/features/member';
import { CentrePane, CentreShell } from '../centre-shell';
import { MEMBER_CENTRE_MENU, resolveEntry, visibleEntries, type CentreEntry, type PageLoader } from './menu';
import styles from './member-centre.module.css';

// One lazy component per page, kept across openings; a page whose chunk failed gets a fresh one on retry
// (React keeps a lazy component's failure for good).
const pages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
function pageOf(load: PageLoader, fresh = false) {
  let page = pages.get(load);
  if (!page || fresh) {
    page = lazy(() => loadChunk(load));
    pages.set(load, page);
  }
  return page;
}

const close = () => useUi.getState().setMemberCentre(false);

/**
 * The member centre (SPEC section 2, flag mcShow): a left menu of the pages the member may open, the
 * selected page on the right (each page its own chunk, shown once loaded, a failure shown with a retry),
 * and a close button. Only a real account opens it: opened without a session it asks for a login, for a
 * trial account it shows the trial dialog; signing out, or a trial session, closes it.
 */
export function MemberCentre({ entries = MEMBER_CENTRE_MENU }: { entries?: readonly CentreEntry[] }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const accountType = useSession((s) => s.accountType);
  const asked = useUi((s) => s.mcPage);
  const setPage = useUi((s) => s.setMemberCentrePage);
  const whitelabel = useSystemStatus().data?.info.whitelabel;
  const hasUpline = useMemberInfo().data?.toUpline ?? false;
  const allowed = token !== null && accountType !== TRIAL_ACCOUNT_TYPE;
  const opening = useRef(true);

  useEffect(() => {
    const first = opening.current;
    opening.current = false;
    if (allowed) return;
    const ui = useUi.getState();
    ui.setMemberCentre(false);
    // Opened past the gate (a link straight to a page): the same answer as every gated action.
    if (first) ui.open(token === null ? 'login' : 'trial');
  }, [allowed, token]);

  if (!allowed) return null;
  const shown = visibleEntries(entries, {
    accountType,
    hasUpline,
    switches: (modId) => (whitelabel ? isSwitchOn(whitelabel, modId) : false),
  });
  const active = resolveEntry(asked, shown);

  return (
    <CentreShell
      title={t('overlay.memberCentre')}
      menuLabel={t('memberCentre.menuLabel')}
      entries={shown.map((entry) => ({
        key: entry.page,
        label: t(`memberCentre.menu.${entry.labelKey}`),
        icon: entry.icon,
        useBadge: entry.useBadge,
      }))}
      active={active?.page}
      onSelect={setPage}
      onClose={close}
      testIds={{ overlay: 'member-centre', close: 'member-centre-close', entryPrefix: 'mc-menu-' }}
    >
      {active ? <PagePane key={active.page} entry={active} /> : null}
    </CentreShell>
  );
}

/**
 * The right pane: the page once its chunk has loaded (`data-state` turns `ready`), or what went wrong with
 * a retry when it failed to load or to render.
 */
function PagePane({ entry }: { entry: CentreEntry }) {
  const { t } = useTranslation();
  const [Page, setPage] = useState(() => pageOf(entry.load));
  const [ready, setReady] = useState(false);
  const retry = () => {
    setReady(false);
    setPage(() => pageOf(entry.load, true));
  };
  return (
    <CentrePane
      label={t(`memberCentre.menu.${entry.labelKey}`)}
      testId={`mc-page-${entry.page}`}
      data-state={ready ? 'ready' : 'loading'}
      aria-busy={!ready}
    >
      <PageBoundary
        onRetry={retry}
        fallback={(again) => (
          <div className={styles.failed} role="alert" data-testid="mc-page-error">
            <TriangleAlert size={32} aria-hidden />
            <p className={styles.failedTitle}>{t('centre.pageFailed')}</p>
            <p>{t('centre.pageFailedHint')}</p>
            <button type="button" className={styles.retry} onClick={again} data-testid="mc-page-retry">
              {t('status.retry')}
            </button>
          </div>
        )}
      >
        <Suspense fallback={<Spinner label={t('status.loading')} />}>
          <Loaded onLoaded={() => setReady(true)} />
          <Page />
        </Suspense>
      </PageBoundary>
    </CentrePane>
  );
}

/** Mounts beside the page, under the same Suspense boundary: it commits only once the page has loaded. */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  const done = useRef(onLoaded);
  useEffect(() => done.current(), []);
  return null;
}

type BoundaryProps = { children: ReactNode; onRetry: () => void; fallback: (retry: () => void) => ReactNode };

/** One page failing (its chunk, or its rendering) leaves the menu and the other pages working. */
class PageBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
