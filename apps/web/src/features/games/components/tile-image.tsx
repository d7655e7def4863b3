import { GAME_TILE_SIZE } from '@platform/contracts';
import { useState } from 'react';
import styles from './game-card.module.css';

/** SPEC section 9: an image that fails to load is tried this many times in all. */
export const IMAGE_ATTEMPTS = 3;

const withAttempt = (src: string, attempt: number) =>
  attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}attempt=${attempt}`;

/**
 * A game's artwork at its fixed size (no layout shift), loaded lazily by the browser; a failed load is
 * tried again, up to three attempts, then the tile keeps its coloured place.
 */
export function TileImage({ src, eager }: { src: string; eager?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  if (attempt >= IMAGE_ATTEMPTS) return <span className={styles.noImage} aria-hidden />;
  return (
    <img
      src={withAttempt(src, attempt)}
      alt=""
      width={GAME_TILE_SIZE.width}
      height={GAME_TILE_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setAttempt((n) => n + 1)}
      data-testid="tile-image"
    />
  );
}
