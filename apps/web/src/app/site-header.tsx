import { ChunkBoundary } from '@/components/ui/load-problem';
import type { Language } from '@platform/contracts';
import { Download, Gift, Home, Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { LoginForm, freePlay, useSignIn } from '@/features/auth';
import { CategoryNav } from '@/features/games/components/category-nav';
import { updateLanguage } from '@/features/member/api/member-calls';
import { errorText } from '@/lib/errors';
import { NATIVE_NAMES, changeLanguage, currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSwitch, useSystemStatus } from '@/lib/system';
import { applyTheme, useTheme } from '@/lib/theme';
import { useUi } from '@/lib/ui-store';
import { useRealAccount } from './use-real-account';
import { useSignOut } from './use-sign-out';
import styles from './site-header.module.css';
import { lazyChunk } from '@/lib/chunks';

// Only a logged-in member needs these; a visitor's first page does without them.
const AccountArea = lazyChunk(() => import('./account-area-host'));
const ConfirmDialog = lazyChunk(() =>
  import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

export function SiteHeader() {
  const { t } = useTranslation();
  const status = useSystemStatus().data;
  const token = useSession((s) => s.token);
  const open = useUi((s) => s.open);
  const freePlayOn = useSwitch('FREEPLAY3');
  const signIn = useSignIn();
  const signOut = useSignOut();
  const realAccount = useRealAccount();
  const theme = useTheme((s) => s.theme);
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const [confirmOut, setConfirmOut] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const brand = status?.info.brand;

  const onLanguage = async (lang: Language) => {
    await changeLanguage(lang);
    setLanguage(lang);
    if (useSession.getState().token) await updateLanguage(lang).catch(() => undefined);
  };
  const onTheme = () => {
    applyTheme(theme === 'dark' ? 'light' : 'dark');
  };
  const onFreePlay = async () => {
    try {
      await signIn(await freePlay(), { goHome: true });
    } catch (e) {
      window.alert(errorText(e));
    }
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <Link to={paths.home} className={styles.brand} aria-label={brand?.name ?? 'Home'}>
            <Logo name={brand?.name ?? 'Royal Lotus'} />
          </Link>
          <div className={styles.right}>
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
              <div className={styles.guest}>
                <div className={styles.guestForm}>
                  <LoginForm inline />
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
              type="button"
              className={styles.menuButton}
              onClick={() => setNavOpen((o) => !o)}
              aria-expanded={navOpen}
              aria-label={t('nav.menu')}
            >
              <Menu size={20} aria-hidden />
            </button>
          </div>
        </div>
      </div>
      <nav className={`${styles.navBar} ${navOpen ? styles.open : ''}`} aria-label={t('nav.menu')}>
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
