import { SPORTSBOOK_VENDOR, type SportsbookCategory } from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogIn, PlugZap, RefreshCw, Trophy, Wrench } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { ERROR_CODES } from '@platform/contracts';
import { errorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useTheme } from '@/lib/theme';
import { useUi } from '@/lib/ui-store';
import { catalogueKeys, lanesQuery, launchFb } from '../api/catalogue-calls';
import { bookUrl } from '../hooks/book-url';
import { frameableUrl } from '../hooks/frame-url';
import { GameFrame } from './game-frame';
import styles from './fb-sports.module.css';

type Opened = { url: string; name: string };

/**
 * The in-house sportsbook's page (`/fbsports`, `?group=esports` for its e-sports entry): the book opens in
 * place for a member, through `GCS_gameLaunchFB`, in the site's theme and with the selection `?select=`
 * names in its slip; otherwise the page says why not (not connected for this brand, under maintenance, log
 * in first, a real account needed, or the launch failed, with a retry).
 */
export function FbSports() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const select = params.get('select');
  const gameType: SportsbookCategory = params.get('group') === 'esports' ? 'ESPORTS' : 'SPORTS';
  const token = useSession((s) => s.token);
  const accountType = useSession((s) => s.accountType);
  const cdns = useSystemStatus().data?.info.launchGameCDNs ?? [];
  const lanes = useQuery(lanesQuery(language, gameType, token));
  const card = lanes.data?.flatMap((l) => l.cards).find((c) => c.vassalage === SPORTSBOOK_VENDOR);
  const [opened, setOpened] = useState<Opened | null>(null);
  // Why the book did not open: its vendor is not connected, or the refusal's own text.
  const [failure, setFailure] = useState<{ notConnected: boolean; text: string } | null>(null);
  const started = useRef<string | null>(null);

  const connected = card !== undefined && card.gameCount > 0;
  const ready = connected && !card.maintenance && token !== null && accountType !== TRIAL_ACCOUNT_TYPE;

  const open = async () => {
    if (!card) return;
    setFailure(null);
    try {
      const result = await launchFb(gameType, language);
      void client.invalidateQueries({ queryKey: [...catalogueKeys.member(token), 'recent'] });
      const theme = useTheme.getState().theme;
      setOpened({ url: bookUrl(result.content.game_url, { theme, select }), name: card.displayName });
    } catch (e) {
      setFailure({
        notConnected: e instanceof ApiError && e.errorCode === ERROR_CODES.gameNotConnected,
        text: errorText(e),
      });
    }
  };

  // Once per session, entry and selection: the book opens by itself for a member who can play.
  const launchKey = `${token ?? ''}|${gameType}|${select ?? ''}`;
  useEffect(() => {
    if (!ready || started.current === launchKey) return;
    started.current = launchKey;
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
