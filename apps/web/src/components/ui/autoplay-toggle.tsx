import { Pause, Play } from 'lucide-react';
import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import type { Swiper } from 'swiper/types';
import { useReducedMotion } from '@/lib/reduced-motion';
import styles from './autoplay-toggle.module.css';

const TOGGLE = 'data-autoplay-toggle';

/**
 * Who stops a moving part (a carousel, a ticker; WCAG 2.2.2): the visitor's pause button, a reduced-motion
 * setting (still until the visitor presses play), and a pointer over it or the focus inside it (held while
 * there). `holders` go on the moving part's outer element; `moving` says whether it moves now.
 */
export function useAutoplay() {
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = choice === null ? reduced : choice === 'paused';
  return {
    paused,
    moving: !paused && !hovered && !focused,
    // Pressing play plays at once, even under the pointer: the hold comes back with the next visit.
    toggle: () => {
      setChoice(paused ? 'playing' : 'paused');
      setHovered(false);
      setFocused(false);
    },
    /** Lets go of a focus hold whose element left the page (a still picture replaced by the slider). */
    release: () => setFocused(false),
    holders: {
      onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true),
      onPointerLeave: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(false),
      // The focus on the pause button itself holds nothing: pressing play there plays at once.
      onFocus: (e: FocusEvent) => setFocused(!e.target.closest(`[${TOGGLE}]`)),
      onBlur: (e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      },
    },
  };
}

/**
 * Starts and stops a Swiper's autoplay as `moving` says (the slider's own pause on hover is left off).
 * Answers the `onSwiper` callback to give the Swiper component.
 */
export function useSwiperAutoplay(moving: boolean): (swiper: Swiper) => void {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  useEffect(() => {
    if (!swiper?.autoplay || swiper.destroyed) return;
    if (moving && !swiper.autoplay.running) swiper.autoplay.start();
    if (!moving && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, moving]);
  return setSwiper;
}

type Props = {
  paused: boolean;
  onToggle: () => void;
  /** The button's name while the part moves, and while it is paused. */
  pauseLabel: string;
  playLabel: string;
  /** `overlay` over artwork (a dark disc), `plain` on a surface. */
  tone: 'overlay' | 'plain';
  className?: string;
  testId?: string;
};

/** The visible pause / play button of a moving part; its name says what pressing it does. */
export function AutoplayToggle({ paused, onToggle, pauseLabel, playLabel, tone, className, testId }: Props) {
  const label = paused ? playLabel : pauseLabel;
  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[tone]} ${className ?? ''}`}
      onClick={onToggle}
      aria-label={label}
      title={label}
      data-state={paused ? 'paused' : 'playing'}
      data-testid={testId}
      {...{ [TOGGLE]: '' }}
    >
      {paused ? (
        <Play size={14} aria-hidden fill="currentColor" />
      ) : (
        <Pause size={14} aria-hidden fill="currentColor" />
      )}
    </button>
  );
}
