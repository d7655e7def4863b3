import type { SharedState } from '../../lib/shared-state.js';

/** The channel on which a brand's catalogue change is told to every API process (decision record 037). */
export const CATALOGUE_CHANNEL = 'games.catalogue';

type Shared = Pick<SharedState, 'publish' | 'subscribe'>;

/**
 * A writer of the brand's games or vendors tells every process (this one included), after its commit, so
 * each process's catalogue is read again at its next call instead of at its next check.
 */
export const announceCatalogueChange = (shared: Shared, merchantId: number): Promise<void> =>
  shared.publish(CATALOGUE_CHANNEL, { merchantId });

/** Each process's catalogue forgets a brand as soon as a change of it is announced. */
export function followCatalogueChanges(
  shared: Shared,
  catalogue: { catalogueChanged(brand: { id: number }): void },
): void {
  shared.subscribe(CATALOGUE_CHANNEL, (message) => {
    const merchantId = (message as { merchantId?: unknown } | null)?.merchantId;
    if (typeof merchantId === 'number' && Number.isSafeInteger(merchantId))
      catalogue.catalogueChanged({ id: merchantId });
  });
}
