// One family of masks for what one member may see of another (lists of winners, referrals, uplines) and
// of its own contact details. Every list on the site masks the same name the same way.

/** `player01` -> `pl***01`; a name of four letters or fewer keeps its first letter only (`ab***`). */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/** `+66 0812345678` -> `+66 ******5678`; null without a number. */
export function maskMobile(dial: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  return `${dial ?? ''} ${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`.trim();
}

/** `someone@example.com` -> `so*****@example.com`; null without an address. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}
