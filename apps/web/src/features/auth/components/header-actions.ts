import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { freePlay, login } from '../api/auth-calls';
import { signIn } from '../hooks/use-sign-in';
import { checkHeaderLogin } from './header-login-check';

// What the header's buttons do, loaded with the first press: the first page carries the header's look and
// none of the calls, the schema or the sign-in behind it.

type Deps = { queryClient: QueryClient; navigate: NavigateFunction };
type Field = 'username' | 'password';

export type HeaderLoginResult =
  | { kind: 'signed-in' }
  | { kind: 'problems'; problems: Partial<Record<Field, string>> }
  | { kind: 'refused'; text: string; captcha: boolean };

/** The header's login: the fields checked as the login popup checks them, then the login call. */
export async function headerLogin(
  values: Record<Field, string>,
  captcha: string | undefined,
  t: TFunction,
  deps: Deps,
): Promise<HeaderLoginResult> {
  const checked = checkHeaderLogin(values, t);
  if (!checked.ok) return { kind: 'problems', problems: checked.problems };
  const { username, password } = checked.values;
  try {
    const value = await login({ type: 'username', username, password, captcha });
    await signIn(value, { username }, deps);
    return { kind: 'signed-in' };
  } catch (err) {
    const wantsCaptcha =
      err instanceof ApiError && (err.value as { captcha?: boolean } | null)?.captcha === true;
    return { kind: 'refused', text: errorText(err), captcha: wantsCaptcha };
  }
}

/** A trial account: signed in at once, sent home. */
export async function headerFreePlay(deps: Deps) {
  await signIn(await freePlay(), { goHome: true }, deps);
}
