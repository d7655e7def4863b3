import type { Envelope } from '@platform/contracts';

export const ok = <T>(value: T, message = 'OK'): Envelope<T> => ({ success: true, value, message });
