import { isDemoGameUrl } from '@platform/contracts';
import { Gamepad2, LogOut, Maximize2, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { announce } from '@/lib/data-changes';
import { useBelowHeader } from '../hooks/use-below-header';
import styles from './game-frame.module.css';

type Props = {
  /** An address `frameableUrl` accepted. */
  url: string;
  name: string;
  /** The leave button; without it the bar has none (a provider page that is the game itself). */
  onLeave?: () => void;
  /** More buttons for the bar (a real game's round recall), given the bar's button class. */
  tools?: (buttonClass: string) => ReactNode;
  /** Shown over the game (the reality check). */
  children?: ReactNode;
};

/** What a game in the frame posts to the site when the member's wallet moved (a round settled). */
export const WALLET_CHANGED = 'wallet-changed';
/** How often the site asks for the balance while a game that says nothing is open. */
export const BALANCE_POLL_MS = 15_000;

/**
 * Keeps the site's balance with the game's: a game that posts `{ type: 'wallet-changed' }` from the frame
 * (the in-house games do, after every round) has the balance asked for at once; any other game has it
 * asked for every 15 seconds while open. The message carries no figure: the balance always comes from the
 * site's own wallet call.
 */
function useBalanceFollowsGame(frame: RefObject<HTMLIFrameElement | null>, url: string) {
  useEffect(() => {
    const origin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type === WALLET_CHANGED) announce('money');
    };
    window.addEventListener('message', onMessage);
    const poll = window.setInterval(() => announce('money'), BALANCE_POLL_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
    };
  }, [frame, url]);
}

/**
 * The game in a frame filling the window below the site's header, under a bar with its name and controls;
 * a demo (its address says `mode=demo`) is labelled "Demo" beside the name. The page may add buttons to the
 * bar (`tools`) and something over the game (`children`).
 */
export function GameFrame({ url, name, onLeave, tools, children }: Props) {
  const { t } = useTranslation();
  const [reloads, setReloads] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const top = useBelowHeader();
  useBalanceFollowsGame(frame, url);

  const fullscreen = () => {
    void frame.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div className={styles.wrap} style={{ top }} data-testid="game-frame">
      <div className={styles.bar}>
        <h1 className={styles.title}>
          <Gamepad2 size={18} aria-hidden /> <span>{name}</span>
          {isDemoGameUrl(url) ? (
            <strong className={styles.demo} data-testid="demo-label" title={t('gameFrame.demoHint')}>
              {t('gameFrame.demo')}
            </strong>
          ) : null}
        </h1>
        <div className={styles.actions}>
          {tools?.(styles.icon ?? '')}
          <button
            type="button"
            className={styles.icon}
            onClick={() => setReloads((n) => n + 1)}
            aria-label={t('gameFrame.reload')}
            title={t('gameFrame.reload')}
          >
            <RotateCw size={16} aria-hidden />
          </button>
          <button
            type="button"
            className={styles.icon}
            onClick={fullscreen}
            aria-label={t('gameFrame.fullscreen')}
            title={t('gameFrame.fullscreen')}
          >
            <Maximize2 size={16} aria-hidden />
          </button>
          {onLeave ? (
            <Button variant="accent" size="small" onClick={onLeave} data-testid="leave-game">
              <LogOut size={16} aria-hidden />{' '}
              <span className={styles.leaveText}>{t('gameFrame.leave')}</span>
            </Button>
          ) : null}
        </div>
      </div>
      <iframe
        key={reloads}
        ref={frame}
        className={styles.frame}
        src={url}
        title={name}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-pointer-lock"
      />
      {children}
    </div>
  );
}
