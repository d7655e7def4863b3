/**
 * Calls `fn` at once, then at most once per `ms`: a call inside the window runs when it ends (the last
 * one wins), so the final state is never lost. `cancel` drops a pending call.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        const next = pending;
        pending = undefined;
        if (next) run(next);
      },
      Math.max(wait, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
