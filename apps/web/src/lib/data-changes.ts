/**
 * What a feature tells the rest of the site after a change it made on the server: money moved (a deposit,
 * a withdrawal, a transfer, a conversion, a claim) or the member's own details changed. A feature knows
 * only its own queries; `app/` listens and refreshes the other features' queries from their key
 * factories (`app/data-change-sync.tsx`).
 */
export type DataChange = 'money' | 'member';

const listeners = new Set<(change: DataChange) => void>();

export function announce(change: DataChange): void {
  for (const listener of listeners) listener(change);
}

/** Listens to announced changes; returns the function that stops listening. */
export function onDataChange(listener: (change: DataChange) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
