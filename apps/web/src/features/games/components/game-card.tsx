import type { GameItem } from '@platform/contracts';
import { Flame, Heart, Loader2, Play, Sparkles, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import styles from './game-card.module.css';
import { TileImage } from './tile-image';

type Props = {
  game: GameItem;
  currencySymbol: string;
  favourite: boolean;
  /** Without it the card has no heart (lists where favourites make no sense). */
  onFavourite?: () => void;
  onPlay: () => void;
  launching: boolean;
  /** The game's demo (fun credits); without it the card has no Demo button (a game without a demo). */
  onDemo?: () => void;
  /** The demo is being opened. */
  demoLaunching?: boolean;
  /** The first row of a list: its images load at once (they are the page's largest paint). */
  eager?: boolean;
};

/**
 * A game tile: artwork at a fixed 3:2 size (no layout shift) with the name over it, hot / new badges, the
 * favourite heart, and a play button (with a Demo button beside it for a game with a demo); below, the
 * vendor and the minimum bet.
 */
export function GameCard({
  game,
  currencySymbol,
  favourite,
  onFavourite,
  onPlay,
  launching,
  onDemo,
  demoLaunching = false,
  eager,
}: Props) {
  const { t } = useTranslation();
  const play: ReactNode = (
    <button
      type="button"
      className={styles.play}
      onClick={onPlay}
      disabled={game.maintenance || launching}
      aria-label={t('lobby.playGame', { name: game.name })}
      data-testid="play"
    >
      {launching ? <Loader2 size={16} aria-hidden className={styles.spin} /> : <Play size={16} aria-hidden />}
      {t('lobby.play')}
    </button>
  );
  return (
    <article className={styles.card} data-testid={`game-${game.id}`} aria-label={game.name}>
      <div className={styles.art} onClick={game.maintenance ? undefined : onPlay}>
        <TileImage src={game.imageUrl} eager={eager} />
        <span className={styles.name} title={game.name}>
          {game.name}
        </span>
        <span className={styles.badges}>
          {game.isHot ? (
            <span className={`${styles.badge} ${styles.hot}`}>
              <Flame size={12} aria-hidden /> {t('lobby.badgeHot')}
            </span>
          ) : null}
          {game.isNew ? (
            <span className={`${styles.badge} ${styles.new}`}>
              <Sparkles size={12} aria-hidden /> {t('lobby.badgeNew')}
            </span>
          ) : null}
        </span>
        {game.maintenance ? (
          <span className={styles.maintenance}>
            <Wrench size={16} aria-hidden /> {t('lobby.maintenance')}
          </span>
        ) : (
          <span className={styles.hover} aria-hidden />
        )}
      </div>
      {onFavourite ? (
        <button
          type="button"
          className={`${styles.heart} ${favourite ? styles.on : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'lobby.unfavourite' : 'lobby.favourite', { name: game.name })}
          onClick={onFavourite}
          data-testid="favourite"
        >
          <Heart size={16} aria-hidden fill={favourite ? 'currentColor' : 'none'} />
        </button>
      ) : null}
      <div className={styles.meta}>
        <span className={styles.vendor} title={game.accountTypeName}>
          {game.accountTypeName}
        </span>
        <span className={`${styles.minBet} tabular`}>
          {t('lobby.minBetShort')} {currencySymbol} {formatMoney(game.minBet)}
        </span>
      </div>
      {onDemo ? (
        <div className={styles.actions}>
          {play}
          <button
            type="button"
            className={styles.demo}
            onClick={onDemo}
            disabled={game.maintenance || demoLaunching}
            aria-label={t('lobby.demoGame', { name: game.name })}
            title={t('lobby.demoHint')}
            data-testid="demo"
          >
            {demoLaunching ? <Loader2 size={16} aria-hidden className={styles.spin} /> : null}
            {t('lobby.demo')}
          </button>
        </div>
      ) : (
        play
      )}
    </article>
  );
}

/** A tile's place while its list loads. */
export const GameCardSkeleton = () => <div className={styles.skeleton} aria-hidden />;
