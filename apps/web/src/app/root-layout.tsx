import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { PUBLIC_WHEN_GUARDED, paths } from '@/config/paths';
import { StatusScreen } from '@/features/system';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { CentreOverlay } from './centre-overlay';
import { ModalHost } from './modal-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './root-layout.module.css';

/** Header, main, footer and the overlays; the system status decides whether the site shows at all. */
export function RootLayout() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();

  if (status.isPending) return <Spinner label={t('status.loading')} />;
  if (status.isError) {
    return (
      <StatusScreen
        kind="maintenance"
        ip=""
        message={t('status.loadFailed')}
        onCustomerService={() => void status.refetch()}
      />
    );
  }
  const { data } = status;
  if (data.status === 1)
    return <StatusScreen kind="maintenance" ip={data.location.ip} message={data.maintenance.message} />;
  if (data.status === 2) return <StatusScreen kind="blocked" ip={data.location.ip} message={null} />;
  if (data.info.brand.loginedToHomePage && !token && !PUBLIC_WHEN_GUARDED.includes(pathname)) {
    return <Navigate to={paths.login} replace />;
  }
  const bare = pathname === paths.helpmc;
  return (
    <div className={styles.shell}>
      {bare ? null : <SiteHeader />}
      <main className={styles.main}>
        <Suspense fallback={<Spinner label={t('status.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      {bare ? null : <SiteFooter brand={data.info.brand.name} />}
      <ModalHost />
      <CentreOverlay />
    </div>
  );
}
