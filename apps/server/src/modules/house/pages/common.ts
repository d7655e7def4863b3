import type { Commitment, HouseRound, PlayResult, SessionInfo } from '../house.contracts.js';
import type { TextKey } from './i18n.js';

// What every game page shares: the session API, the frame of the page (balance, stake, play button, last
// result, recent rounds, the provably-fair panel) and small DOM helpers. Each game brings its stage.

// The JSON block the server renders (STRINGS_ELEMENT_ID of i18n.ts, not imported: it would bundle the dictionary).
const strings = JSON.parse(document.getElementById('house-strings')?.textContent ?? '{}') as Partial<
  Record<TextKey, string>
>;
/**
 * Tells the site around the game that the wallet moved, so its header follows the game's balance. The
 * message carries no figure (the site asks its own wallet call), so any origin may receive it.
 */
const walletChanged = () => {
  if (window.parent !== window) window.parent.postMessage({ type: 'wallet-changed' }, '*');
};

/** The page's text in its language (embedded by the server). */
export const t = (key: TextKey): string => strings[key] ?? key;
const token = new URLSearchParams(location.search).get('token') ?? '';
export const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, reducedMotion ? 0 : ms));

type Props = { class?: string; text?: string; [attr: string]: string | number | boolean | undefined };

/** An element with attributes (`class`, `text` and any attribute) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === false) continue;
    if (k === 'class') el.className = String(v);
    else if (k === 'text') el.textContent = String(v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined) el.append(c);
  return el;
}

export const fmt = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: { 'x-game-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as {
    success?: boolean;
    value?: T;
    errorCode?: string;
    message?: string;
  } | null;
  if (!json?.success) throw new ApiError(json?.errorCode ?? 'system.error', json?.message ?? t('failed'));
  return json.value as T;
}

/** A refusal in the player's words where the code is known, else the server's message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'wallet.insufficient') return t('insufficient');
    if (error.code === 'game.session.invalid') return t('sessionInvalid');
    return error.message;
  }
  return t('failed');
}

export type GameSpec = {
  playLabel: TextKey;
  /** The stake chooser's label and options (value sent, stake it costs). Default: stakes. */
  stakeLabel?: TextKey;
  stakeOptions?: (info: SessionInfo) => { value: number; stake: number }[];
  /** The game's stage (reels, dice, sea, table) and its own bet controls. */
  stage: HTMLElement;
  options?: HTMLElement;
  rules?: HTMLElement;
  bet: (value: number) => Record<string, unknown>;
  /** Plays the round's animation to its end. */
  animate: (round: HouseRound) => Promise<void>;
  summary: (round: HouseRound) => string;
  /** Shows a stored round without animation (page load). */
  show?: (round: HouseRound) => void;
};

const STAKES = [0.01, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

export function startGame(spec: GameSpec): void {
  const app = document.getElementById('app')!;
  let info: SessionInfo | null = null;
  let commitment: Commitment | null = null;
  let busy = false;

  const title = h('h1', { class: 'title', text: '…' });
  const balance = h('span', { class: 'amount', 'data-testid': 'balance', 'aria-live': 'polite', text: '–' });
  const currency = h('span', { class: 'currency' });
  const stake = h('select', { class: 'stake', id: 'stake', 'data-testid': 'stake' });
  const play = h('button', {
    class: 'play',
    type: 'button',
    'data-testid': 'play',
    'aria-label': t(spec.playLabel),
    text: t(spec.playLabel),
    disabled: true,
  });
  const message = h('p', { class: 'message', role: 'alert' });
  const last = h('p', { class: 'last', 'data-testid': 'last-result', 'aria-live': 'polite', text: '–' });
  const recent = h('ol', { class: 'recent', 'aria-label': t('results') });
  const nextHash = h('code', { class: 'hash', 'data-testid': 'next-hash' });
  const nonce = h('span', { 'data-testid': 'nonce' });
  const seedInput = h('input', {
    id: 'client-seed',
    class: 'seed',
    'data-testid': 'client-seed',
    maxlength: 64,
    pattern: '[A-Za-z0-9_.\\-]{1,64}',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const seedButton = h('button', { type: 'button', class: 'ghost', text: t('changeSeed') });
  const revealed = h('div', { class: 'revealed', 'data-testid': 'revealed' });

  app.replaceChildren(
    h(
      'header',
      { class: 'bar' },
      title,
      h('div', { class: 'balance' }, h('span', { class: 'label', text: t('balance') }), currency, balance),
    ),
    h('section', { class: 'stage-wrap' }, spec.stage),
    h(
      'section',
      { class: 'controls' },
      ...(spec.options ? [spec.options] : []),
      h('label', { class: 'field', for: 'stake' }, h('span', { text: t(spec.stakeLabel ?? 'stake') }), stake),
      play,
    ),
    message,
    h(
      'section',
      { class: 'panel' },
      h('h2', { text: t('lastResult') }),
      last,
      h('h2', { text: t('results') }),
      recent,
    ),
    h(
      'details',
      { class: 'panel fair' },
      h('summary', { text: t('fairness') }),
      h('p', {}, h('span', { class: 'label', text: `${t('nextHash')} · ${t('nonce')} ` }), nonce),
      nextHash,
      h(
        'label',
        { class: 'field', for: 'client-seed' },
        h('span', { text: t('clientSeed') }),
        h('span', { class: 'row' }, seedInput, seedButton),
      ),
      revealed,
    ),
    ...(spec.rules ? [spec.rules] : []),
  );

  const showCommitment = (c: Commitment) => {
    commitment = c;
    nextHash.textContent = c.serverSeedHash;
    nonce.textContent = String(c.nonce);
    if (document.activeElement !== seedInput) seedInput.value = c.clientSeed;
  };
  const showRevealed = (round: HouseRound) => {
    revealed.replaceChildren(
      h('span', { class: 'label', text: `${t('revealed')} (${t('nonce')} ${round.nonce})` }),
      h('code', { class: 'hash', text: round.serverSeed }),
      h('a', {
        href: round.verifyUrl,
        target: '_blank',
        rel: 'noopener',
        class: 'link',
        'data-testid': 'verify-link',
        text: t('verify'),
      }),
    );
  };
  const chip = (round: HouseRound) => {
    const won = round.payout > round.stake;
    return h(
      'li',
      { class: won ? 'chip won' : round.payout > 0 ? 'chip back' : 'chip' },
      h('a', {
        href: round.verifyUrl,
        target: '_blank',
        rel: 'noopener',
        title: spec.summary(round),
        text: `×${round.multiplier.toFixed(2)}`,
      }),
    );
  };
  const showLast = (round: HouseRound) => {
    last.textContent = spec.summary(round);
    last.dataset.nonce = String(round.nonce);
    last.dataset.stake = round.stake.toFixed(2);
    last.dataset.payout = round.payout.toFixed(2);
    last.className = round.payout > round.stake ? 'last won' : 'last';
  };

  const fillStakes = (i: SessionInfo) => {
    const options =
      spec.stakeOptions?.(i) ??
      STAKES.filter((s) => s >= i.minBet && s <= i.maxBet).map((s) => ({ value: s, stake: s }));
    stake.replaceChildren(
      ...options.map((o) =>
        h('option', {
          value: o.value,
          text: spec.stakeOptions ? `${fmt(o.value)} (${fmt(o.stake)})` : fmt(o.value),
        }),
      ),
    );
    const preferred = options.find((o) => o.stake >= 1) ?? options[0];
    if (preferred) stake.value = String(preferred.value);
  };

  async function load() {
    try {
      info = await call<SessionInfo>('GET', '/house/api/session');
      title.textContent = info.game.name;
      document.title = info.game.name;
      currency.textContent = info.currency;
      balance.textContent = fmt(info.balance);
      fillStakes(info);
      showCommitment(info);
      const history = await call<{ rounds: HouseRound[] }>('GET', '/house/api/history?limit=10');
      recent.replaceChildren(...history.rounds.map(chip));
      const latest = history.rounds[0];
      if (latest) {
        showLast(latest);
        showRevealed(latest);
        spec.show?.(latest);
      } else last.textContent = t('noRounds');
      play.disabled = false;
    } catch (error) {
      message.textContent = errorText(error);
    }
  }

  async function onPlay() {
    if (busy || !commitment) return;
    busy = true;
    play.disabled = true;
    play.setAttribute('aria-busy', 'true');
    message.textContent = '';
    try {
      const result = await call<PlayResult>('POST', '/house/api/play', {
        nonce: commitment.nonce,
        bet: spec.bet(Number(stake.value)),
      });
      await spec.animate(result.round);
      balance.textContent = fmt(result.balance);
      walletChanged();
      showLast(result.round);
      showRevealed(result.round);
      showCommitment(result.next);
      recent.prepend(chip(result.round));
      while (recent.children.length > 10) recent.lastElementChild?.remove();
    } catch (error) {
      message.textContent = errorText(error);
      if (error instanceof ApiError && error.code !== 'game.session.invalid') {
        // The session may have moved on (another tab): take its current commitment.
        void call<SessionInfo>('GET', '/house/api/session').then(showCommitment, () => undefined);
      }
    } finally {
      busy = false;
      play.disabled = false;
      play.removeAttribute('aria-busy');
    }
  }
  play.addEventListener('click', () => void onPlay());

  async function onSeed() {
    message.textContent = '';
    try {
      showCommitment(
        await call<Commitment>('PUT', '/house/api/seed', { clientSeed: seedInput.value.trim() }),
      );
      message.textContent = t('seedSaved');
    } catch (error) {
      message.textContent = errorText(error);
    }
  }
  seedButton.addEventListener('click', () => void onSeed());

  void load();
}

/** An inline SVG from trusted markup (the pages' own drawings). */
export function svg(markup: string, label?: string): HTMLElement {
  const span = h('span', { class: 'svg', role: label ? 'img' : undefined, 'aria-label': label });
  span.innerHTML = markup;
  return span;
}

/**
 * A number in [0, n) for the spinning animation only: what the reels or the dice show while the server
 * decides. Outcomes never come from here; they come from the server's fair stream.
 */
export function flickerIndex(n: number): number {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return word[0]! % n;
}
