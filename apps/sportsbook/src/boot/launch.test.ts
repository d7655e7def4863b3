import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, bookToken, readLaunch, takeToken } from './launch';

describe('the launch address', () => {
  it('reads the language, theme, sport, group and selection', () => {
    expect(readLaunch('?t=x&lang=th&theme=dark&sport=moba&group=esports&select=42:ah:-75~home')).toEqual({
      language: 'TH',
      theme: 'dark',
      sport: 'moba',
      group: 'esports',
      select: { marketId: '42:ah:-75', key: 'home', fixtureId: 42 },
    });
  });

  it('leaves out what it does not know', () => {
    expect(readLaunch('?lang=xx&theme=blue&sport=chess&select=nonsense')).toEqual({
      language: undefined,
      theme: undefined,
      sport: undefined,
      group: undefined,
      select: undefined,
    });
  });

  it("moves the token from the address to the tab's storage", () => {
    window.history.replaceState(null, '', '/sportsbook/?t=abc-123&lang=EN#/live');
    takeToken();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc-123');
    expect(bookToken()).toBe('abc-123');
    expect(window.location.search).toBe('?lang=EN');
    expect(window.location.hash).toBe('#/live');
  });
});
