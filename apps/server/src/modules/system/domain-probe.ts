/** Round trip to a domain in milliseconds; null when it did not answer in time. */
export type DomainProbe = (domain: string) => Promise<number | null>;

export const DOMAIN_PROBE_TIMEOUT_MS = 1_500;

/**
 * Probes `HEAD https://<domain>/healthz`. Any HTTP answer counts as reachable (the question is whether
 * players can reach the address, not whether that instance is healthy).
 */
export function createHttpDomainProbe(timeoutMs = DOMAIN_PROBE_TIMEOUT_MS): DomainProbe {
  return async (domain) => {
    const started = performance.now();
    try {
      const res = await fetch(`https://${domain}/healthz`, {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      return Math.round(performance.now() - started);
    } catch {
      return null;
    }
  };
}
