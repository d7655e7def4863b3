import { onlineManager } from '@tanstack/react-query';

/** The longest the calls wait for the page to be taken over (a busy phone), and how often it is looked at. */
const TAKEOVER_WAIT_MS = 3000;
const TAKEOVER_POLL_MS = 50;

/** A press index.html's first script held: made on an element React had not taken over yet. */
type HeldPress = { target: Element; submit: boolean };

declare global {
  interface Window {
    heldPresses?: HeldPress[];
    /** Called by index.html's first script when it holds a press. */
    pressHeld?: () => void;
  }
}

/**
 * Whether React has taken the element over (it keeps its fiber on the element; React 17 and later). The
 * preload links it writes ahead of a rendered page are not part of it.
 */
const takenOver = (element: Element) =>
  element.tagName === 'LINK' || Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

let draining = false;

/** Makes again, in order, the held presses whose element React has taken over; the others wait. */
function drain() {
  const held = window.heldPresses ?? [];
  const ready: HeldPress[] = [];
  for (let i = 0; i < held.length;) {
    const press = held[i];
    if (!press || !press.target.isConnected) held.splice(i, 1);
    else if (takenOver(press.target)) ready.push(...held.splice(i, 1));
    else i += 1;
  }
  for (const { target, submit } of ready) {
    if (submit && target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
  draining = held.length > 0;
  if (draining) setTimeout(drain, TAKEOVER_POLL_MS);
}

/**
 * The page the server rendered is now the site's (html[data-live]), rendered for who is there. A press
 * made on a part not taken over yet (before this, or on a part taken over later: `DeferredPart`) was held
 * by index.html's first script; it is made again on the same element (taking a page over keeps them) once
 * React holds it. A press whose element is gone (the page was rendered afresh) is dropped.
 */
export function releaseHeldPresses() {
  const html = document.documentElement;
  html.setAttribute('data-live', '');
  // The member's own page is rendered: nothing of the visitor's is left to hide (index.html).
  html.removeAttribute('data-member');
  window.pressHeld = () => {
    if (!draining) drain();
  };
  drain();
}

/**
 * The calls held while a page the server rendered is taken over (main.tsx) go out once React has taken over
 * every element of the page, the parts inside Suspense boundaries included (it does those after the rest),
 * each as the server rendered it; after `TAKEOVER_WAIT_MS` at the latest. The parts taken over when they
 * come near the screen (`DeferredPart`) are not waited for: they ask for their own data when taken over.
 */
export function releaseCallsWhenTakenOver() {
  if (onlineManager.isOnline()) return;
  const root = document.getElementById('root');
  const deadline = performance.now() + TAKEOVER_WAIT_MS;
  const check = () => {
    const pending = root
      ? [...root.querySelectorAll('*')].some((el) => !el.closest('[data-deferred] *') && !takenOver(el))
      : false;
    if (!pending || performance.now() > deadline) onlineManager.setOnline(true);
    else setTimeout(check, TAKEOVER_POLL_MS);
  };
  check();
}

/**
 * Runs `fn` once the page is taken over (the calls held meanwhile have gone out; at once for a page the
 * browser rendered itself). Returns a cancel function.
 */
export function whenTakenOver(fn: () => void): () => void {
  if (onlineManager.isOnline()) {
    fn();
    return () => undefined;
  }
  const stop = onlineManager.subscribe((online) => {
    if (!online) return;
    stop();
    fn();
  });
  return stop;
}
