import { useMemo, useRef } from 'react';

/** A fresh id for one intended money call (the server's `requestId`). */
export const newRequestId = () => crypto.randomUUID();

/**
 * Whether a failed call may be sent again under the same request id: no answer came (the network failed,
 * the server failed, or it asked to slow down), so the first may have gone through. A refusal (4xx) was an
 * answer: the next submission is another request and draws a new id.
 */
export const keepsRequestId = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status >= 500 || status === 429;
};

/**
 * The request id of a form's submissions: the same id goes again when the same payload is sent after a
 * failure that got no answer (the server then moves the money once); a new payload, an answer or a refusal
 * draws a new one. Pass the payload without secrets (the payment password is not part of it).
 */
export function useRequestId() {
  const last = useRef<{ id: string; payload: string } | null>(null);
  return useMemo(
    () => ({
      /** The id to send this payload under. */
      idFor(payload: unknown): string {
        const key = JSON.stringify(payload);
        if (last.current?.payload !== key) last.current = { id: newRequestId(), payload: key };
        return last.current.id;
      },
      /** After the call: keep the id only when it failed without an answer. */
      settled(error?: unknown) {
        if (error === undefined || !keepsRequestId(error)) last.current = null;
      },
    }),
    [],
  );
}
