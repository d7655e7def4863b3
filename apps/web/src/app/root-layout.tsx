import { Suspense, useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { DeferredPart } from '@/components/ui/deferred-part';
import { ChunkBoundary } from '@/components/ui/load-problem';
import { Spinner } from '@/components/ui/spinner';
import { PUBLIC_WHEN_GUARDED, chromeOf, isHomePath, paths } from '@/config/paths';
import { BannerStrip, NoticeBar, usePrefetchBanners } from '@/features/content';
import { useDepositReturn } from '@/features/deposit/hooks/deposit-return';
import { RENDERED_AT, renderStamp } from '@/lib/page-clock';
import { releaseCallsWhenTakenOver, releaseHeldPresses } from '@/lib/page-takeover';
import { useSession } from '@/lib/session';
import { useSettled } from '@/lib/settled';
import { useUi } from '@/lib/ui-store';
import { useToasts } from '@/lib/toast';
import { useSystemStatus } from '@/lib/system';
import { AgentContractHost } from './agent-centre/contract-popup-host';
import { FirstSessionWelcome, useFirstSession } from './first-session-welcome';
import { SiteHeader } from './site-header';
import { usePageTitle } from './use-page-title';
import { useServiceDesk } from './use-service-desk';
import styles from './root-layout.module.css';
import { lazyChunk, type ChunkOptions } from '@/lib/chunks';

/** These parts use the site's strings only (lib/i18n.ts). */
const SITE: ChunkOptions = { strings: ['site'] };

// Below the fold, fixed at the side, or shown once the page has settled: not for the first paint.
// The footer names the legal documents (the section pages' strings).
const SiteFooter = lazyChunk(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })), {
  strings: ['site', 'pages'],
});
const RightBar = lazyChunk(() => import('./right-bar').then((m) => ({ default: m.RightBar })), SITE);
// The maintenance and region screens are rare: they load when needed.
const StatusScreen = lazyChunk(
  () => import('@/features/system').then((m) => ({ default: m.StatusScreen })),
  SITE,
);
const CentreOverlay = lazyChunk(() => import('./centre-overlay').then((m) => ({ default: m.CentreOverlay })));
// A paid withdrawal waiting for the member's answer (SPEC section 4): loaded for signed-in members only.
const WithdrawalConfirmation = lazyChunk(() =>
  import('@/features/withdraw').then((m) => ({ default: m.WithdrawalConfirmation })),
);
const LazyToaster = lazyChunk(
  () => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })),
  SITE,
);
const PopupAnnouncements = lazyChunk(
  () =>
    import('@/features/content/components/popup-announcements').then((m) => ({
      default: m.PopupAnnouncements,
    })),
  SITE,
);

// The modals and their host load with the first one (or with a reset link's token).
const ModalHost = lazyChunk(() => import('./modal-host').then((m) => ({ default: m.ModalHost })));

function Modals() {
  // A modal, or the restriction a login answered with (shown once the login dialog has closed).
  const open = useUi((s) => s.modal !== null || s.restriction !== null);
  const [params] = useSearchParams();
  if (!open && !params.get('resetToken')) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <ModalHost />
      </Suspense>
    </ChunkBoundary>
  );
}

/**
 * Fetches the layout's own chunks a location shows on the first screen (the page rendered by the server
 * has them); the footer comes when it comes near the screen.
 */
export function preloadLayout(pathname: string): Promise<unknown> {
  return chromeOf(pathname).rightBar ? RightBar.preload() : Promise.resolve();
}

/** The pop-up announcements, once the page has settled: their chunk (and their calls) come then. */
function SettledPopups(props: { home: boolean; afterLogin: boolean }) {
  return useSettled() ? <PopupAnnouncements {...props} /> : null;
}

/** The main landmark's id, the skip link's target. */
const MAIN_ID = 'main';

/** Moves the focus to the main region (the router is left alone: no hash in the address). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

/**
 * Header, banner and notice bar, main, right bar, footer and the overlays, each where the route table of
 * config/paths.ts says; the system status decides whether the site shows at all.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();
  const chrome = chromeOf(pathname);
  const toasts = useToasts((s) => s.toasts.length > 0);
  const centreOpen = useUi((s) => s.mcShow || s.acShow);
  const firstSession = useFirstSession();
  useDepositReturn();
  // Messages are rare: their component loads with the first one.
  const toaster = toasts ? (
    <ChunkBoundary quiet>
      <Suspense fallback={null}>
        <LazyToaster />
      </Suspense>
    </ChunkBoundary>
  ) : null;
  const openService = useServiceDesk();
  // The time the server rendered the page at, for the browser's first render to be the server's.
  const renderedAt = renderStamp();
  // The page is the site's now: the presses made while it was taken over are made again, and the calls
  // wait until the parts inside it are taken over too.
  useEffect(() => {
    releaseHeldPresses();
    releaseCallsWhenTakenOver();
  }, []);
  usePageTitle(status.data?.info.brand.name ?? '');
  // The banners are the page's largest paint: ask for them while the status is on its way.
  usePrefetchBanners(chrome.banner);

  if (status.isPending) return <Spinner label={t('status.loading')} />;
  const screen = status.isError ? (
    <StatusScreen
      kind="maintenance"
      ip=""
      message={t('status.loadFailed')}
      onCustomerService={() => void status.refetch()}
    />
  ) : status.data.status === 1 ? (
    <StatusScreen
      kind="maintenance"
      ip={status.data.location.ip}
      message={status.data.maintenance.message}
      onCustomerService={openService}
    />
  ) : status.data.status === 2 ? (
    <StatusScreen
      kind="blocked"
      ip={status.data.location.ip}
      message={null}
      onCustomerService={openService}
    />
  ) : null;
  if (screen || status.isError) {
    return (
      <Suspense fallback={<Spinner label={t('status.loading')} />}>
        {screen}
        {toaster}
      </Suspense>
    );
  }
  const { data } = status;
  if (data.info.brand.loginedToHomePage && !token && !PUBLIC_WHEN_GUARDED.includes(pathname)) {
    return <Navigate to={paths.login} replace />;
  }
  return (
    <div className={styles.shell} {...(renderedAt ? { [RENDERED_AT]: renderedAt } : {})}>
      {/* The keyboard's first stop: past the header and its navigation, straight to the page. */}
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain} data-testid="skip-link">
        {t('layout.skipToContent')}
      </a>
      {chrome.header ? <SiteHeader /> : null}
      {chrome.banner ? (
        <>
          <NoticeBar />
          <BannerStrip key={chrome.banner} group={chrome.banner} />
        </>
      ) : null}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={chrome.rightBar ? `${styles.main} ${styles.besideRightBar}` : styles.main}
      >
        <Suspense fallback={<Spinner label={t('status.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      {/* The parts around the page: one that fails to load leaves the page working. The footer, below the
          first screen, is taken over as it comes near it. */}
      {chrome.footer ? (
        <ChunkBoundary quiet>
          <DeferredPart fallback={null}>
            <SiteFooter brand={data.info.brand.name} onCustomerService={openService} />
          </DeferredPart>
        </ChunkBoundary>
      ) : null}
      <ChunkBoundary quiet>
        <Suspense fallback={null}>
          {chrome.rightBar ? <RightBar onCustomerService={openService} /> : null}
          <SettledPopups home={isHomePath(pathname)} afterLogin={firstSession === false} />
        </Suspense>
      </ChunkBoundary>
      <Modals />
      {firstSession ? <FirstSessionWelcome /> : null}
      {token ? (
        <ChunkBoundary quiet>
          <Suspense fallback={null}>
            <WithdrawalConfirmation />
          </Suspense>
        </ChunkBoundary>
      ) : null}
      <AgentContractHost />
      {centreOpen ? (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <CentreOverlay />
          </Suspense>
        </ChunkBoundary>
      ) : null}
      {toaster}
    </div>
  );
}
