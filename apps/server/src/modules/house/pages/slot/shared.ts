import type { SlotInfo } from '../../slot-wire.js';
import { fmt, reducedMotion, t } from '../common.js';
import type { TextKey } from '../i18n.js';

// What the slot page's parts share: the game, its language, text with figures, money and the pace of
// the animations (a click on the stage skips to the end; reduced motion plays no animation at all).

export type Slot = SlotInfo;
export type SlotSymbol = Slot['symbols'][number];

/** A text of the page with its {n}, {m}, {a}, {b} filled. */
export const tf = (key: TextKey, vars: Record<string, string | number>) =>
  t(key).replace(/\{(\w)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** Minor units as the page shows money. */
export const money = (minor: number) => fmt(minor / 100);

/** A definition's text in the page's language (English where it has none). */
export const local = (text: { EN: string } & Record<string, string | undefined>, lang: string) =>
  text[lang] ?? text.EN;

export const percent = (fraction: number, digits = 2) => `${(fraction * 100).toFixed(digits)}%`;

const pace = { skipped: false, wake: new Set<() => void>() };

/** Waits `ms`, unless the player skipped the round's animation or asks for reduced motion. */
export function wait(ms: number): Promise<void> {
  if (reducedMotion || pace.skipped) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pace.wake.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    pace.wake.add(done);
  });
}

/** True once the player skipped the animation of the current round. */
export const skipped = () => pace.skipped || reducedMotion;

/** Plays the rest of the round's animation at once. */
export function skip(): void {
  pace.skipped = true;
  for (const done of [...pace.wake]) done();
}

/** A new round's animation starts: not skipped. */
export function resetPace(): void {
  pace.skipped = false;
}
