// Business constants of the game pages (SPEC section 9) that only the site uses.

/** The next page of a list is asked for at most once per this many milliseconds while the player scrolls. */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/** Typing in the search box asks for a new list once the player pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The vendor menu gets scroll arrows above this many vendors. */
export const VENDOR_ARROWS_ABOVE = 7;

/** The jackpot grows by this much (major units) every `JACKPOT_INTERVAL_MS` while the page shows it. */
export const JACKPOT_STEP = 165.11;
export const JACKPOT_INTERVAL_MS = 3000;
/**
 * The time-derived start: the amount it would have reached growing by one step every interval since
 * `JACKPOT_EPOCH_MS`, over `JACKPOT_BASE`, so every visitor sees the same, ever-growing figure.
 */
export const JACKPOT_BASE = 8_000_000;
export const JACKPOT_EPOCH_MS = Date.UTC(2026, 0, 1);
/** Once the figure passes this, it starts again from the base (a jackpot is won now and then). */
export const JACKPOT_CYCLE = 12_000_000;

/** Session storage key of the vendor an RNG vendor entry chose (SPEC section 3). */
export const GAME_VENDOR_KEY = 'gameVendor';
