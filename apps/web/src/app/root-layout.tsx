import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ChunkBoundary } from '@/components/ui/load-problem';
import { Spinner } from '@/components/ui/spinner';
import { PUBLIC_WHEN_GUARDED, chromeOf, isHomePath, paths } from '@/config/paths';
import { BannerStrip, NoticeBar, usePrefetchBanners } from '@/features/content';
import { useDepositReturn } from '@/features/deposit/hooks/deposit-return';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { useToasts } from '@/lib/toast';
import { useSystemStatus } from '@/lib/system';
import { AgentContractHost } from './agent-centre/contract-popup-host';
import { FirstSessionWelcome, useFirstSession } from './first-session-welcome';
import { ModalHost } from './modal-host';
import { SiteHeader } from './site-header';
import { usePageTitle } from './use-page-title';
import { useServiceDesk } from './use-service-desk';
import styles from './root-layout.module.css';
import { lazyChunk } from '@/lib/chunks';

// Below the fold, fixed at the side, or shown once the page has settled: not for the first paint.
const SiteFooter = lazyChunk(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
const RightBar = lazyChunk(() => import('./right-bar').then((m) => ({ default: m.RightBar })));
// The maintenance and region screens are rare: they load when needed.
const StatusScreen = lazyChunk(() => import('@/features/system').then((m) => ({ default: m.StatusScreen })));
const CentreOverlay = lazyChunk(() => import('./centre-overlay').then((m) => ({ default: m.CentreOverlay })));
// A paid withdrawal waiting for the member's answer (SPEC section 4): loaded for signed-in members only.
const WithdrawalConfirmation = lazyChunk(() =>
  import('@/features/withdraw').then((m) => ({ default: m.WithdrawalConfirmation })),
);
const LazyToaster = lazyChunk(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));
const PopupAnnouncements = lazyChunk(() =>
  import('@/features/content/components/popup-announcements').then((m) => ({
    default: m.PopupAnnouncements,
  })),
);

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
    <div className={styles.shell}>
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
      {/* The parts around the page: one that fails to load leaves the page working. */}
      <ChunkBoundary quiet>
        <Suspense fallback={null}>
          {chrome.footer ? <SiteFooter brand={data.info.brand.name} onCustomerService={openService} /> : null}
          {chrome.rightBar ? <RightBar onCustomerService={openService} /> : null}
          <PopupAnnouncements home={isHomePath(pathname)} afterLogin={firstSession === false} />
        </Suspense>
      </ChunkBoundary>
      <ModalHost />
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
