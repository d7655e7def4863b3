import type { Commitment, HouseRound, PlayResult, SessionInfo } from '../house.contracts.js';
import type { TextKey } from './i18n.js';

// What every game page shares: the session API, the frame of the page (balance, stake, play button, last
// result, recent rounds, the provably-fair panel) and small DOM helpers. Each game brings its stage.

// The JSON block the server renders (STRINGS_ELEMENT_ID of i18n.ts, not imported: it would bundle the dictionary).
const strings = JSON.parse(document.getElementById('house-strings')?.textContent ?? '{}') as Partial<
  Record<TextKey, string>
>;
/** The session plays with fun credits (decision record 045): set from the session when the page loads. */
let demo = false;
/** Whether this page's session is a demo (fun credits, never money); known once the session has loaded. */
export const isDemo = (): boolean => demo;

/**
 * Tells the site around the game that the wallet moved, so its header follows the game's balance. The
 * message carries no figure (the site asks its own wallet call), so any origin may receive it.
 */
export const walletChanged = (): void => {
  if (!demo && window.parent !== window) window.parent.postMessage({ type: 'wallet-changed' }, '*');
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
    /** The refusal's `value`: for a responsible-gaming refusal, the limit it names (`RgRefusal`). */
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** The one call of the game API: sends the session's token, answers the value or throws an `ApiError`. */
export async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
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
  if (!json?.success)
    throw new ApiError(json?.errorCode ?? 'system.error', json?.message ?? t('failed'), json?.value ?? null);
  return json.value as T;
}

/** An instant in the player's own zone, `yyyy-MM-dd HH:mm` with the zone's offset ("GMT+8"). */
function localTime(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const hours = Math.trunc(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  const zone = `GMT${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `${at.toLocaleString('sv-SE').slice(0, 16)} ${zone}`;
}

/** A bet refused for a responsible-gaming limit or exclusion: the code's text and the key naming figures. */
const RG_TEXTS: Record<string, [TextKey, TextKey]> = {
  'rg.loss.limit': ['rgLoss', 'rgLossFigures'],
  'rg.wager.limit': ['rgWager', 'rgWagerFigures'],
  'rg.session.limit': ['rgSession', 'rgSessionFigures'],
  'rg.excluded': ['rgExcluded', 'rgExcludedFigures'],
};
const PER: Record<string, TextKey> = { day: 'rgPerDay', week: 'rgPerWeek', month: 'rgPerMonth' };

/** The words of a responsible-gaming refusal, with its limit and what it holds when `value` names them. */
function refusalText(plain: TextKey, figures: TextKey, value: unknown): string {
  const v = (value ?? {}) as {
    limit?: unknown;
    period?: unknown;
    amount?: unknown;
    used?: unknown;
    until?: unknown;
  };
  const num = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  if (v.limit === 'exclusion' || plain === 'rgExcluded') {
    if (typeof v.until !== 'string' || !v.until) return t(plain);
    const until = new Date(v.until);
    return Number.isNaN(until.getTime()) ? t(plain) : fill(figures, { e: localTime(until) });
  }
  if (!num(v.amount) || !num(v.used)) return t(plain);
  const session = v.limit === 'session';
  const amount = session ? String(v.amount) : fmt(v.amount);
  const per = typeof v.period === 'string' ? PER[v.period] : undefined;
  return fill(figures, {
    l: per ? fill(per, { a: amount }) : amount,
    u: session ? String(v.used) : fmt(v.used),
  });
}

/** A refusal in the player's words where the code is known, else the server's message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'wallet.insufficient') return t('insufficient');
    if (error.code === 'game.session.invalid') return t('sessionInvalid');
    const rg = RG_TEXTS[error.code];
    if (rg) return refusalText(rg[0], rg[1], error.value);
    return error.message;
  }
  return t('failed');
}

/** A text with `{x}` placeholders filled from `values`. */
export const fill = (key: TextKey, values: Record<string, string | number>): string =>
  t(key).replace(/\{(\w)\}/g, (_, k: string) => String(values[k] ?? ''));

/**
 * A live game's socket (tables, rooms) opened with the session's token. After a close, `close` answers the
 * delay before connecting again, or null to stay closed. `send` drops a message while the socket is down.
 */
export function liveSocket<M>(
  path: string,
  on: { message: (message: M) => void; open?: () => void; close: (event: CloseEvent) => number | null },
): { send: (body: Record<string, unknown>) => void } {
  let socket: WebSocket | null = null;
  const connect = () => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${location.host}${path}?token=${encodeURIComponent(token)}`);
    socket = ws;
    ws.addEventListener('open', () => on.open?.());
    ws.addEventListener('message', (event) => {
      try {
        on.message(JSON.parse(String(event.data)) as M);
      } catch {
        // A message this page does not read: ignored.
      }
    });
    ws.addEventListener('close', (event) => {
      socket = null;
      const delay = on.close(event);
      if (delay !== null) setTimeout(connect, delay);
    });
  };
  connect();
  return {
    send: (body) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(body));
    },
  };
}

/** The server's clock as the page knows it: `sync` with a time the server sent, `now` reads it. */
export function serverClock(): { sync: (serverMs: number) => void; now: () => number } {
  let offset = 0;
  return { sync: (serverMs) => void (offset = serverMs - Date.now()), now: () => Date.now() + offset };
}

/** A panel of the page under its heading (results, road, the table's bets). */
export const panel = (heading: string, ...children: Node[]): HTMLElement =>
  h('section', { class: 'panel' }, h('h2', { text: heading }), ...children);

/** The folded provably fair panel around a live game's own fairness content. */
export const fairDetails = (...content: Node[]): HTMLElement =>
  h('details', { class: 'panel fair' }, h('summary', { text: t('fairness') }), ...content);

/** The elements of the page's header a page updates. */
export type GameHeader = {
  root: HTMLElement;
  title: HTMLElement;
  /** The balance's label ("Balance", "Fun credits" in a demo). */
  label: HTMLElement;
  currency: HTMLElement;
  /** The amount (`data-testid="balance"`). */
  balance: HTMLElement;
  /** Shows the game's (or table's) name as the title of the header and of the document. */
  name: (name: string) => void;
};

/**
 * The header of a game page: the title and the balance. `aside` replaces the balance (a card room shows
 * its table instead). `live` is off where the balance moves with every shot (the fishing game).
 */
export function gameHeader(
  opts: { title?: string; live?: 'polite' | 'off'; aside?: HTMLElement } = {},
): GameHeader {
  const title = h('h1', { class: 'title', text: opts.title ?? '…' });
  const label = h('span', { class: 'label', text: t('balance') });
  const currency = h('span', { class: 'currency' });
  const balance = h('span', {
    class: 'amount',
    'data-testid': 'balance',
    'aria-live': opts.live ?? 'polite',
    text: '–',
  });
  const root = h(
    'header',
    { class: 'bar' },
    title,
    opts.aside ?? h('div', { class: 'balance' }, label, currency, balance),
  );
  const name = (text: string) => {
    title.textContent = text;
    document.title = text;
  };
  return { root, title, label, currency, balance, name };
}

/**
 * The demo bar (decision record 045), hidden until `show`: the ribbon "DEMO — fun credits", the balance
 * labelled fun credits with no currency, and the Refill button, which tops the fun credits up and hands
 * the new balance to `refilled`. `show` also marks the page a demo (`isDemo`, no wallet messages).
 */
export function demoBar(opts: {
  header: GameHeader;
  message: HTMLElement;
  refilled: (balance: number) => void;
}): { root: HTMLElement; show: () => void } {
  const root = h('div', { class: 'demo-bar', hidden: true });
  const { header, message } = opts;
  const show = () => {
    demo = true;
    document.body.classList.add('demo');
    header.label.textContent = t('funCredits');
    header.currency.textContent = '';
    const refill = h('button', {
      type: 'button',
      class: 'ghost',
      'data-testid': 'refill',
      text: t('refill'),
    });
    refill.addEventListener('click', () => {
      message.textContent = '';
      call<{ balance: number }>('POST', '/house/api/fun/refill').then(
        (result) => {
          opts.refilled(result.balance);
          message.textContent = t('refilled');
        },
        (error: unknown) => {
          message.textContent =
            error instanceof ApiError && error.code === 'idempotency.conflict'
              ? t('refillNotNeeded')
              : errorText(error);
        },
      );
    });
    root.replaceChildren(
      h('strong', { class: 'demo-ribbon', 'data-testid': 'demo', text: t('demoBanner') }),
      h('span', { class: 'label', text: t('demoNote') }),
      refill,
    );
    root.hidden = false;
  };
  return { root, show };
}

/** Shows the session in the header: name, currency and balance, and the demo bar for a demo session. */
export function showSession(header: GameHeader, bar: { show: () => void }, info: SessionInfo): void {
  header.name(info.game.name);
  header.currency.textContent = info.demo ? '' : info.currency;
  if (info.demo) bar.show();
  header.balance.textContent = fmt(info.balance);
}

/** One round in the recent rounds list: a chip linking to its verification, won or money back coloured. */
export function roundChip(round: HouseRound, text: string, title: string): HTMLElement {
  return h(
    'li',
    { class: round.payout > round.stake ? 'chip won' : round.payout > 0 ? 'chip back' : 'chip' },
    h('a', { href: round.verifyUrl, target: '_blank', rel: 'noopener', title, text }),
  );
}

/** The last result and the recent rounds (newest first, at most ten). */
export function resultsPanel(empty: string) {
  const last = h('p', { class: 'last', 'data-testid': 'last-result', 'aria-live': 'polite', text: empty });
  const recent = h('ol', { class: 'recent', 'aria-label': t('results') });
  const root = h(
    'section',
    { class: 'panel' },
    h('h2', { text: t('lastResult') }),
    last,
    h('h2', { text: t('results') }),
    recent,
  );
  return {
    root,
    last,
    recent,
    /** The round as the last result (its nonce, stake and payout on the element for the journeys). */
    showLast(round: HouseRound, summary: string) {
      last.textContent = summary;
      last.dataset.nonce = String(round.nonce);
      last.dataset.stake = round.stake.toFixed(2);
      last.dataset.payout = round.payout.toFixed(2);
      last.className = round.payout > round.stake ? 'last won' : 'last';
    },
    /** A new round's chip in front of the list. */
    add(chip: HTMLElement) {
      recent.prepend(chip);
      while (recent.children.length > 10) recent.lastElementChild?.remove();
    },
  };
}

/**
 * The provably fair panel: the next round's commitment (server seed hash, nonce), the client seed with its
 * change button, and the last round's revealed seed with its verify link. `committed` hears every
 * commitment shown; `canChange` may refuse a seed change (a batch in flight).
 */
export function fairPanel(opts: {
  message: HTMLElement;
  committed: (c: Commitment) => void;
  canChange?: () => boolean;
}) {
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
  const root = fairDetails(
    h('p', {}, h('span', { class: 'label', text: `${t('nextHash')} · ${t('nonce')} ` }), nonce),
    nextHash,
    h(
      'label',
      { class: 'field', for: 'client-seed' },
      h('span', { text: t('clientSeed') }),
      h('span', { class: 'row' }, seedInput, seedButton),
    ),
    revealed,
  );
  const showCommitment = (c: Commitment) => {
    opts.committed(c);
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
  seedButton.addEventListener('click', () => {
    if (opts.canChange && !opts.canChange()) return;
    opts.message.textContent = '';
    call<Commitment>('PUT', '/house/api/seed', { clientSeed: seedInput.value.trim() }).then(
      (c) => {
        showCommitment(c);
        opts.message.textContent = t('seedSaved');
      },
      (error: unknown) => (opts.message.textContent = errorText(error)),
    );
  });
  return { root, showCommitment, showRevealed };
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

/** The whole frame of a simple game page around its stage: one round per press of the play button. */
export function startGame(spec: GameSpec): void {
  const app = document.getElementById('app')!;
  let commitment: Commitment | null = null;
  let busy = false;

  const header = gameHeader();
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
  const results = resultsPanel('–');
  const fair = fairPanel({ message, committed: (c) => (commitment = c) });
  const bar = demoBar({ header, message, refilled: (b) => (header.balance.textContent = fmt(b)) });
  const chip = (round: HouseRound) =>
    roundChip(round, `×${round.multiplier.toFixed(2)}`, spec.summary(round));

  app.replaceChildren(
    header.root,
    bar.root,
    h('section', { class: 'stage-wrap' }, spec.stage),
    h(
      'section',
      { class: 'controls' },
      ...(spec.options ? [spec.options] : []),
      h('label', { class: 'field', for: 'stake' }, h('span', { text: t(spec.stakeLabel ?? 'stake') }), stake),
      play,
    ),
    message,
    results.root,
    fair.root,
    ...(spec.rules ? [spec.rules] : []),
  );

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
      const info = await call<SessionInfo>('GET', '/house/api/session');
      showSession(header, bar, info);
      fillStakes(info);
      fair.showCommitment(info);
      const history = await call<{ rounds: HouseRound[] }>('GET', '/house/api/history?limit=10');
      results.recent.replaceChildren(...history.rounds.map(chip));
      const latest = history.rounds[0];
      if (latest) {
        results.showLast(latest, spec.summary(latest));
        fair.showRevealed(latest);
        spec.show?.(latest);
      } else results.last.textContent = t('noRounds');
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
      header.balance.textContent = fmt(result.balance);
      walletChanged();
      results.showLast(result.round, spec.summary(result.round));
      fair.showRevealed(result.round);
      fair.showCommitment(result.next);
      results.add(chip(result.round));
    } catch (error) {
      message.textContent = errorText(error);
      if (error instanceof ApiError && error.code !== 'game.session.invalid') {
        // The session may have moved on (another tab): take its current commitment.
        void call<SessionInfo>('GET', '/house/api/session').then(fair.showCommitment, () => undefined);
      }
    } finally {
      busy = false;
      play.disabled = false;
      play.removeAttribute('aria-busy');
    }
  }
  play.addEventListener('click', () => void onPlay());

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
