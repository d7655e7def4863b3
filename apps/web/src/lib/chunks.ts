import { createElement, lazy, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
import { loadStrings, type StringsPart } from './i18n';

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

// The chunks being fetched now (the page renderer renders again once they are here).
const inFlight = new Set<Promise<unknown>>();

/** Waits for the chunks being fetched now; false when none was being fetched. */
export async function chunksFetched(): Promise<boolean> {
  if (inFlight.size === 0) return false;
  await Promise.allSettled([...inFlight]);
  return true;
}

/** A chunk's component, which can be fetched ahead of its first render. */
export type ChunkComponent<P> = ComponentType<P> & {
  /** Fetches the chunk (and the strings it needs); once done, the component renders without suspending. */
  preload: () => Promise<void>;
};

export type ChunkOptions = {
  /**
   * The parts of the site's strings the chunk's components use (lib/i18n.ts); every part unless it says
   * fewer, so that a chunk never shows a key in place of its words.
   */
  strings?: readonly StringsPart[];
};

/**
 * `React.lazy` for a chunk of the site: the chunk timeout applies, its strings are loaded with it, and
 * after a failure `retryFailedChunks()` loads it again (the browser fetches it anew) instead of failing for
 * good. Once loaded (or preloaded), the component renders at once: a page rendered by the server is taken
 * over without waiting.
 */
// The same constraint as React.lazy's own: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  options: ChunkOptions = {},
): ChunkComponent<ComponentProps<T>> {
  let loaded: T | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const fetch = () => {
    if (pending) return pending;
    const fetching = Promise.all([loadChunk(load), loadStrings(options.strings)]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        failed.add(restart);
        throw error;
      },
    );
    inFlight.add(fetching);
    void fetching.finally(() => inFlight.delete(fetching)).catch(() => undefined);
    return (pending = fetching);
  };
  const fresh = () => lazy(fetch);
  let component = fresh();
  function restart() {
    component = fresh();
  }
  function Chunk(props: ComponentProps<T>) {
    // Re-rendered when a retry starts, so it renders the fresh lazy component.
    useSyncExternalStore(subscribe, currentAttempt, currentAttempt);
    return createElement((loaded ?? component) as ComponentType<ComponentProps<T>>, props);
  }
  Chunk.preload = () => fetch().then(() => undefined);
  return Chunk;
}

/** Starts every failed chunk afresh; the error boundaries then render their children again. */
export function retryFailedChunks() {
  for (const restart of failed) restart();
  failed.clear();
  attempt += 1;
  for (const listener of listeners) listener();
}
