import { ChunkBoundary } from '@/components/ui/load-problem';
import type { Language } from '@platform/contracts';
import { Download, Gift, Headset, Home, Menu, Play, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { HeaderLogin } from '@/features/auth';
import { CategoryNav } from '@/features/games/components/category-nav';
import { updateLanguage } from '@/features/member/api/member-calls';
import { errorText } from '@/lib/errors';
import { NATIVE_NAMES, changeLanguage, useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSwitch, useSystemStatus } from '@/lib/system';
import { applyTheme, useRenderedTheme } from '@/lib/theme';
import { useUi } from '@/lib/ui-store';
import { useRealAccount } from './use-real-account';
import { useServiceDesk } from './use-service-desk';
import { useSignOut } from './use-sign-out';
import styles from './site-header.module.css';
import { lazyChunk } from '@/lib/chunks';

// Only a logged-in member needs these; a visitor's first page does without them.
const AccountArea = lazyChunk(() => import('./account-area-host'));
const ConfirmDialog = lazyChunk(
  () => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
  { strings: ['site'] },
);

/** The width below which the header is one row and the menu a drawer (site-header.module.css). */
const PHONE_QUERY = '(max-width: 720px)';

const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);
const isPhone = () => phoneQuery()?.matches ?? false;
function onPhoneChange(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the window is phone-sized, following it as it changes. The server renders the wide header, and
 * the browser takes it over as such before moving the tools into the drawer (hidden there on a phone).
 */
const usePhoneLayout = () => useSyncExternalStore(onPhoneChange, isPhone, () => false);

export function SiteHeader() {
  const { t } = useTranslation();
  const status = useSystemStatus().data;
  const token = useSession((s) => s.token);
  const open = useUi((s) => s.open);
  const freePlayOn = useSwitch('FREEPLAY3');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const realAccount = useRealAccount();
  const theme = useRenderedTheme();
  const language = useLanguage();
  const [confirmOut, setConfirmOut] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const brand = status?.info.brand;
  const openService = useServiceDesk();
  // The language and theme controls are in the header, or in the drawer on a phone: one of each.
  const phone = usePhoneLayout();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);

  // On a phone the menu is a drawer: it takes the focus, Escape or the backdrop closes it, and the focus
  // goes back to the menu button.
  useEffect(() => {
    if (!navOpen) return;
    const button = menuButton.current;
    drawer.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('scroll-locked');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-locked');
      button?.focus();
    };
  }, [navOpen]);

  const onLanguage = async (lang: Language) => {
    await changeLanguage(lang);
    if (useSession.getState().token) await updateLanguage(lang).catch(() => undefined);
  };
  const onTheme = () => {
    applyTheme(theme === 'dark' ? 'light' : 'dark');
  };
  const onFreePlay = async () => {
    try {
      // The call and the sign-in load with the first press (the first page does without them).
      const { headerFreePlay } = await import('@/features/auth/components/header-actions');
      await headerFreePlay({ queryClient, navigate });
    } catch (e) {
      window.alert(errorText(e));
    }
  };

  const tools = (
    <>
      <LanguageSwitcher
        value={language}
        languages={brand?.languages.length ? brand.languages : ['EN']}
        names={NATIVE_NAMES}
        label={t('header.language')}
        onChange={(lang) => void onLanguage(lang)}
      />
      <ThemeToggle
        theme={theme}
        label={t(theme === 'dark' ? 'header.themeToLight' : 'header.themeToDark')}
        onToggle={onTheme}
      />
    </>
  );

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <Link to={paths.home} className={styles.brand} aria-label={brand?.name ?? 'Home'}>
            <Logo name={brand?.name ?? 'Royal Lotus'} />
          </Link>
          <div className={styles.right}>
            {phone ? null : <div className={styles.tools}>{tools}</div>}
            {token ? (
              <ChunkBoundary>
                <Suspense fallback={null}>
                  <AccountArea
                    agentTypes={brand?.agentTypes ?? []}
                    currencySymbol={brand?.currencySymbol ?? 'P'}
                    onSignOut={() => setConfirmOut(true)}
                    onRealAccountNeeded={realAccount}
                  />
                </Suspense>
              </ChunkBoundary>
            ) : (
              <div className={styles.guest} data-visitor-only>
                <div className={styles.guestForm}>
                  <HeaderLogin />
                </div>
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.loginButton}
                  onClick={() => open('login')}
                  data-testid="open-login"
                >
                  {t('header.login')}
                </Button>
                <Button
                  variant="accent"
                  size="small"
                  onClick={() => open('register')}
                  data-testid="open-register"
                >
                  {t('header.register')}
                </Button>
                {freePlayOn ? (
                  <Button
                    variant="subtle"
                    size="small"
                    className={styles.hideSmall}
                    onClick={() => void onFreePlay()}
                    data-testid="open-freeplay"
                  >
                    {t('header.freePlay')}
                  </Button>
                ) : null}
              </div>
            )}
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              onClick={() => setNavOpen((o) => !o)}
              aria-expanded={navOpen}
              aria-controls="site-menu"
              aria-label={t('nav.menu')}
              data-testid="menu-button"
            >
              <Menu size={20} aria-hidden />
            </button>
          </div>
        </div>
      </div>
      {navOpen ? <div className={styles.backdrop} onClick={() => setNavOpen(false)} aria-hidden /> : null}
      <nav
        ref={drawer}
        id="site-menu"
        className={`${styles.navBar} ${navOpen ? styles.open : ''}`}
        aria-label={t('nav.menu')}
        data-testid="site-menu"
      >
        {/* On a phone: the drawer's own head, with the tools the one-row header has no room for. */}
        <div className={styles.drawerHead}>
          <div className={styles.drawerTools}>{phone ? tools : null}</div>
          <button
            type="button"
            className={styles.menuButton}
            onClick={() => setNavOpen(false)}
            aria-label={t('nav.close')}
            data-testid="menu-close"
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className={`${styles.inner} ${styles.nav}`} onClick={() => setNavOpen(false)}>
          <NavLink to={paths.home} end className={styles.link}>
            <Home size={16} aria-hidden /> {t('nav.home')}
          </NavLink>
          <CategoryNav itemClassName={styles.link} />
          <NavLink to={paths.down} className={styles.link}>
            <Download size={16} aria-hidden /> {t('nav.download')}
          </NavLink>
          <NavLink to={paths.promotions} className={styles.link}>
            <Gift size={16} aria-hidden /> {t('nav.promotions')}
          </NavLink>
          <div className={styles.drawerOnly}>
            {!token && freePlayOn ? (
              <button
                type="button"
                className={styles.link}
                onClick={() => void onFreePlay()}
                data-visitor-only
              >
                <Play size={16} aria-hidden /> {t('header.freePlay')}
              </button>
            ) : null}
            <button type="button" className={styles.link} onClick={openService}>
              <Headset size={16} aria-hidden /> {t('status.customerService')}
            </button>
          </div>
        </div>
      </nav>
      {confirmOut ? (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <ConfirmDialog
              title={t('confirm.signOutTitle')}
              text={t('confirm.signOutText')}
              onCancel={() => setConfirmOut(false)}
              onConfirm={() => {
                setConfirmOut(false);
                void signOut();
              }}
            />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </header>
  );
}
