import { createElement, lazy, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';

/** How long a script chunk may take before the page says it is slow (SPEC section 9: 120,000 ms). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A script chunk that did not arrive: the network failed, or it took longer than the timeout. */
export class ChunkError extends Error {
  constructor(
    readonly kind: 'network' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(
      kind === 'timeout' ? 'A script chunk took too long to load' : 'A script chunk failed to load',
      options,
    );
    this.name = 'ChunkError';
  }
}

export const isChunkError = (error: unknown): error is ChunkError => error instanceof ChunkError;

/**
 * Loads a chunk within the timeout; any failure of the import itself (a deploy removed the file, the
 * network dropped) becomes a `ChunkError`, so the error pages can say what happened.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkError('network', { cause }));
      },
    );
  });
}

// The lazy components whose chunk failed, each able to start afresh (React keeps a lazy component's
// failure for good), and the components that render them, told when a retry starts.
const failed = new Set<() => void>();
const listeners = new Set<() => void>();
let attempt = 0;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentAttempt = () => attempt;

/**
 * `React.lazy` for a chunk of the site: the chunk timeout applies, and after a failure
 * `retryFailedChunks()` loads it again (the browser fetches it anew) instead of failing for good.
 */
// The same constraint as React.lazy's own: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const fresh = () =>
    lazy(() =>
      loadChunk(load).catch((error: unknown) => {
        failed.add(restart);
        throw error;
      }),
    );
  let component = fresh();
  function restart() {
    component = fresh();
  }
  function Chunk(props: ComponentProps<T>) {
    // Re-rendered when a retry starts, so it renders the fresh lazy component.
    useSyncExternalStore(subscribe, currentAttempt, currentAttempt);
    return createElement(component as ComponentType<ComponentProps<T>>, props);
  }
  return Chunk;
}

/** Starts every failed chunk afresh; the error boundaries then render their children again. */
export function retryFailedChunks() {
  for (const restart of failed) restart();
  failed.clear();
  attempt += 1;
  for (const listener of listeners) listener();
}
