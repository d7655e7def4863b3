import { useQuery } from '@tanstack/react-query';
import { LogIn, PlugZap, RefreshCw, Trophy, Wrench } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { ERROR_CODES } from '@platform/contracts';
import { errorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { lanesQuery } from '../api/catalogue-calls';
import { frameableUrl } from '../hooks/frame-url';
import { useLaunchGame, vendorEntry } from '../hooks/use-launch-game';
import { GameFrame } from './game-frame';
import styles from './fb-sports.module.css';

/** The sports provider of this page. */
export const FB_VENDOR = 'FB';

type Opened = { url: string; name: string };

/**
 * The FB sports page: the provider's sports book opens in place for a member; otherwise the page says why
 * not (not connected for this brand, under maintenance, log in first, a real account needed, or the launch
 * failed, with a retry).
 */
export function FbSports() {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const accountType = useSession((s) => s.accountType);
  const cdns = useSystemStatus().data?.info.launchGameCDNs ?? [];
  const lanes = useQuery(lanesQuery(language, 'SPORTS', token));
  const card = lanes.data?.flatMap((l) => l.cards).find((c) => c.vassalage === FB_VENDOR);
  const [opened, setOpened] = useState<Opened | null>(null);
  // Why the book did not open: its vendor is not connected, or the refusal's own text.
  const [failure, setFailure] = useState<{ notConnected: boolean; text: string } | null>(null);
  const launch = useLaunchGame({
    open: (url, name) => setOpened({ url, name }),
    onError: (e) =>
      setFailure({
        notConnected: e instanceof ApiError && e.errorCode === ERROR_CODES.gameNotConnected,
        text: errorText(e),
      }),
  });
  const started = useRef<string | null>(null);

  const connected = card !== undefined && card.gameCount > 0;
  const ready = connected && !card.maintenance && token !== null && accountType !== TRIAL_ACCOUNT_TYPE;

  const open = async () => {
    if (!card) return;
    setFailure(null);
    await launch(vendorEntry(card.vassalage, card.gameType, card.displayName, card.maintenance));
  };

  useEffect(() => {
    // Once per session: the book opens by itself for a member who can play.
    if (!ready || started.current === token) return;
    started.current = token;
    void open();
  });

  const panel = (icon: ReactNode, title: string, text: string, action?: ReactNode) => (
    <div className={styles.panel} data-testid="fb-state">
      <span className={styles.icon}>{icon}</span>
      <h1>{title}</h1>
      <p>{text}</p>
      {action}
    </div>
  );

  if (opened) {
    const url = frameableUrl(opened.url, cdns, window.location.origin);
    return url ? (
      <GameFrame url={url} name={opened.name} />
    ) : (
      panel(<PlugZap size={28} aria-hidden />, t('fbSports.title'), t('gameFrame.refused'))
    );
  }
  if (lanes.isPending) return <Spinner label={t('lobby.loading')} />;
  if (lanes.isError)
    return panel(
      <PlugZap size={28} aria-hidden />,
      t('fbSports.title'),
      t('lobby.loadFailed'),
      <Button variant="subtle" onClick={() => void lanes.refetch()}>
        <RefreshCw size={16} aria-hidden /> {t('lobby.retry')}
      </Button>,
    );
  if (!connected || failure?.notConnected)
    return panel(
      <PlugZap size={28} aria-hidden />,
      card?.displayName ?? t('fbSports.title'),
      t('fbSports.notConnected'),
    );
  if (card.maintenance)
    return panel(<Wrench size={28} aria-hidden />, card.displayName, t('fbSports.maintenance'));
  if (!token)
    return panel(
      <Trophy size={28} aria-hidden />,
      card.displayName,
      t('fbSports.logIn'),
      <Button onClick={() => useUi.getState().open('login')}>
        <LogIn size={16} aria-hidden /> {t('fbSports.logInButton')}
      </Button>,
    );
  if (accountType === TRIAL_ACCOUNT_TYPE)
    return panel(
      <Trophy size={28} aria-hidden />,
      card.displayName,
      t('trial.in_need_true_account'),
      <Button variant="accent" onClick={() => useUi.getState().open('trial')}>
        {t('trial.in_increase_submit')}
      </Button>,
    );
  if (failure)
    return panel(
      <PlugZap size={28} aria-hidden />,
      card.displayName,
      `${t('fbSports.failed')} ${failure.text}`,
      <Button variant="subtle" onClick={() => void open()}>
        <RefreshCw size={16} aria-hidden /> {t('lobby.retry')}
      </Button>,
    );
  return <Spinner label={t('fbSports.opening')} />;
}
