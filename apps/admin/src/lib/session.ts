import { useSyncExternalStore } from 'react';
import {
  ADMIN_API,
  type OperatorLoginValue,
  type OperatorProfile,
  type OperatorRoleName,
  type OperatorSessionValue,
} from '@platform/contracts';
import { api, call } from './api';
import {
  clearSession,
  sessionState,
  startSession,
  subscribeSession,
  updateOperator,
  type SessionState,
} from './session-store';

export { clearSession, sessionToken } from './session-store';
export type { SessionState } from './session-store';

/** The session of this tab (re-renders when it changes). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, sessionState, sessionState);
}

/** The signed-in operator, or null. */
export function useOperator(): OperatorProfile | null {
  return useSession().operator;
}

/** Whether the operator's role is one of `roles` (an empty or absent list: every role). */
export function can(operator: OperatorProfile | null, roles?: readonly OperatorRoleName[]): boolean {
  if (!operator) return false;
  return !roles || roles.length === 0 || roles.includes(operator.role);
}

/** `can` for the signed-in operator, as a hook. */
export function useCan(roles?: readonly OperatorRoleName[]): boolean {
  return can(useOperator(), roles);
}

/** Step one of the login: a session, or an authenticator challenge (`totpRequired` with a `ticket`). */
export async function login(username: string, password: string): Promise<OperatorLoginValue> {
  const value = await call<OperatorLoginValue>('POST', ADMIN_API.adminLogin, {
    body: { username, password },
    keepSessionOn401: true,
  });
  if (value.token && value.operator) startSession(value.token, value.operator);
  return value;
}

/** Step two for an operator with an authenticator: the ticket and the 6 digits. */
export async function loginWithCode(ticket: string, code: string): Promise<OperatorSessionValue> {
  const value = await call<OperatorSessionValue>('POST', ADMIN_API.adminTotpLogin, {
    body: { ticket, code },
    keepSessionOn401: true,
  });
  startSession(value.token, value.operator);
  return value;
}

/** Reads the operator again (`GET /admin/session/me`) and keeps it. */
export async function refreshOperator(): Promise<OperatorProfile> {
  const operator = await api.get<OperatorProfile>(ADMIN_API.adminMe);
  updateOperator(operator);
  return operator;
}

/** Ends this session on the server (when it can) and here. */
export async function logout(): Promise<void> {
  try {
    await api.del(ADMIN_API.adminLogout);
  } catch {
    // ended here anyway: an expired session has nothing to end on the server
  }
  clearSession();
}

/** Ends every session of the operator, this one included; answers how many ended. */
export async function logoutEverywhere(): Promise<number> {
  const { ended } = await api.post<{ ended: number }>(ADMIN_API.adminLogoutAll);
  clearSession();
  return ended;
}
