// SPEC: remember-me cookies live one day; DESIGN section 6: they keep the login name only, never a password.
const USERNAME_COOKIE = 'rememberUsername';
const MOBILE_COOKIE = 'rememberMobile';
const ONE_DAY_SECONDS = 86_400;

function read(name: string): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(name.length + 1)) || null;
  } catch {
    return null;
  }
}

function write(name: string, value: string | null) {
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_DAY_SECONDS}; samesite=lax`;
}

export const rememberedUsername = () => read(USERNAME_COOKIE);

/** Keeps the username for a day when asked, forgets it otherwise. */
export const rememberUsername = (username: string | null) => write(USERNAME_COOKIE, username);

/** The remembered mobile number with its dialing code (`+63` and `09171234567`). */
export function rememberedMobile(): { dial: string; mobile: string } | null {
  const value = read(MOBILE_COOKIE);
  const match = value ? /^(\+[0-9]{1,4}) ([0-9]{4,20})$/.exec(value) : null;
  return match ? { dial: match[1] ?? '', mobile: match[2] ?? '' } : null;
}

export const rememberMobile = (value: { dial: string; mobile: string } | null) =>
  write(MOBILE_COOKIE, value ? `${value.dial} ${value.mobile}` : null);
