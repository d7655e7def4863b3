import type { SharedState } from '../../../lib/shared-state.js';

// The live hub: channels of sockets (one per table, one per card room) held by this process, and the
// messages of a channel told to every API process through the shared state (decision record 037), so a
// bet placed through one process reaches the sockets another holds. Without REDIS_URL the shared state is
// in process and the hub is simply local.

/** What the hub needs of a socket: sending text, and whether it is still open. */
export type LiveSink = { send(text: string): void; isOpen(): boolean };

type Log = { warn: (obj: object, msg: string) => void };

/** The one shared channel the hubs of every process listen on; a message names its live channel inside. */
export const LIVE_BUS = 'house-live';

export type LiveHub = ReturnType<typeof createLiveHub>;

export function createLiveHub(deps: { shared: Pick<SharedState, 'publish' | 'subscribe'>; log?: Log }) {
  const channels = new Map<string, Set<LiveSink>>();

  function deliver(channel: string, message: unknown) {
    const sinks = channels.get(channel);
    if (!sinks || sinks.size === 0) return;
    const text = JSON.stringify(message);
    for (const sink of sinks) {
      if (!sink.isOpen()) {
        sinks.delete(sink);
        continue;
      }
      try {
        sink.send(text);
      } catch (error) {
        deps.log?.warn({ err: error, channel }, 'live message not sent to a socket');
      }
    }
    if (sinks.size === 0) channels.delete(channel);
  }

  deps.shared.subscribe(LIVE_BUS, (raw) => {
    const envelope = raw as { channel?: unknown; message?: unknown } | null;
    if (!envelope || typeof envelope.channel !== 'string') return;
    deliver(envelope.channel, envelope.message);
  });

  return {
    /** Adds a socket to a channel; answers the function that takes it off again. */
    join(channel: string, sink: LiveSink): () => void {
      let sinks = channels.get(channel);
      if (!sinks) channels.set(channel, (sinks = new Set()));
      sinks.add(sink);
      return () => {
        const set = channels.get(channel);
        if (!set) return;
        set.delete(sink);
        if (set.size === 0) channels.delete(channel);
      };
    },

    /** Tells every socket on the channel, in every API process (this one's included). Never rejects. */
    publish(channel: string, message: unknown): Promise<void> {
      return deps.shared.publish(LIVE_BUS, { channel, message });
    },

    /** How many open sockets this process holds on a channel. */
    count(channel: string): number {
      const sinks = channels.get(channel);
      if (!sinks) return 0;
      for (const sink of sinks) if (!sink.isOpen()) sinks.delete(sink);
      if (sinks.size === 0) channels.delete(channel);
      return sinks.size;
    },
  };
}
