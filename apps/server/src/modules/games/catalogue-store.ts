import { buildCatalogue, type Catalogue } from './catalogue.js';
import type { GamesRepository } from './games.repository.js';

/** How often a brand's catalogue asks the database whether it changed (through another process). */
export const CATALOGUE_CHECK_MS = 1_000;

type Source = Pick<GamesRepository, 'catalogueVersion' | 'catalogueRows'>;

type BrandState = {
  catalogue?: Catalogue;
  version?: string;
  /** When the version was last read (the injected clock). */
  checkedAt: number;
  /** The check or load in flight: callers meanwhile wait for it rather than start their own. */
  pending?: Promise<Catalogue>;
};

/**
 * Each brand's catalogue, loaded once and kept fresh: a change made in this process is told with
 * `changed` and seen by the next call; a change made anywhere else is seen by the first call after the
 * check interval, which reads the catalogue's version (one cheap statement) and loads the rows again
 * only when it moved.
 */
export function createCatalogueStore({
  source,
  now,
  checkEveryMs = CATALOGUE_CHECK_MS,
}: {
  source: Source;
  now: () => number;
  checkEveryMs?: number;
}) {
  const brands = new Map<number, BrandState>();

  async function refresh(merchantId: number, state: BrandState): Promise<Catalogue> {
    const at = now();
    const version = await source.catalogueVersion(merchantId);
    if (state.catalogue && state.version === version) {
      state.checkedAt = at;
      return state.catalogue;
    }
    // The rows are read after the version: a change landing between the two reads moves the version
    // again, so the next check loads once more instead of keeping a catalogue older than its version.
    const catalogue = buildCatalogue(await source.catalogueRows(merchantId));
    Object.assign(state, { catalogue, version, checkedAt: at });
    return catalogue;
  }

  return {
    /** The brand's catalogue, checked against the database at most once per interval. */
    get(merchantId: number): Promise<Catalogue> {
      let state = brands.get(merchantId);
      if (!state) brands.set(merchantId, (state = { checkedAt: 0 }));
      if (state.pending) return state.pending;
      if (state.catalogue && now() - state.checkedAt < checkEveryMs) return Promise.resolve(state.catalogue);
      const current = state;
      const pending = refresh(merchantId, current).finally(() => {
        if (current.pending === pending) current.pending = undefined;
      });
      current.pending = pending;
      return pending;
    },

    /**
     * The brand's games or vendors changed in this process (after the commit): the next call loads them
     * again, without waiting for the interval. A check or load already in flight finishes for its callers
     * and is then forgotten.
     */
    changed(merchantId: number): void {
      brands.delete(merchantId);
    },
  };
}
export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
