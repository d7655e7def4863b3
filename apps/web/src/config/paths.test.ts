import { ROUTE_BANNER_GROUPS, bannerGroupOf } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTE_CHROME, chromeOf, isHomePath, vendorPath } from './paths';

describe('the route chrome', () => {
  it('agrees with the groups the server puts in the served page', () => {
    for (const [path, chrome] of Object.entries(ROUTE_CHROME))
      expect(chrome.banner, path).toBe(bannerGroupOf(path));
    for (const path of Object.keys(ROUTE_BANNER_GROUPS)) expect(path in ROUTE_CHROME, path).toBe(true);
  });

  it('gives each banner route its group', () => {
    const groups = Object.fromEntries(
      [
        '/',
        '/index',
        '/index.html',
        '/home',
        '/register',
        '/register.html',
        '/login',
        '/rng',
        '/live',
        '/fish',
        '/pvp',
        '/sports',
        '/esports',
        '/elott',
        '/down',
        '/promotions',
        '/pointMall',
        '/help',
      ].map((p) => [p, chromeOf(p).banner]),
    );
    expect(groups).toEqual({
      '/': 'w_home',
      '/index': 'w_home',
      '/index.html': 'w_home',
      '/home': 'w_home',
      '/register': 'w_home',
      '/register.html': 'w_home',
      '/login': 'w_home',
      '/rng': 'w_rng',
      '/live': 'w_live',
      '/fish': 'w_fish',
      '/pvp': 'w_pvp',
      '/sports': 'w_sports',
      '/esports': 'w_esports',
      '/elott': 'w_lott',
      '/down': 'w_down',
      '/promotions': 'w_promotion',
      '/pointMall': 'w_shop',
      '/help': 'w_help',
    });
    for (const p of ['/noticePage', '/vip', '/join', '/promoDetail', '/lottery', '/game']) {
      expect(chromeOf(p).banner, p).toBeNull();
    }
  });

  it('shows only the header on game pages, and nothing but the page on /helpmc', () => {
    for (const p of ['/game', '/seamless', '/fbsports', '/lottery', '/vnlottery']) {
      expect(chromeOf(p), p).toEqual({ banner: null, header: true, footer: false, rightBar: false });
    }
    expect(chromeOf('/helpmc')).toEqual({ banner: null, header: false, footer: false, rightBar: false });
    expect(chromeOf('/vip')).toMatchObject({ header: true, footer: true, rightBar: true });
    expect(chromeOf('/no-such-page')).toMatchObject({ header: true, footer: true, rightBar: true });
  });

  it('knows the home routes', () => {
    expect(['/', '/home', '/index.html'].every(isHomePath)).toBe(true);
    expect(isHomePath('/vip')).toBe(false);
  });

  it('links a vendor to its tab, the lottery, or a direct launch', () => {
    expect(vendorPath('RNG', 'LOTUS')).toBe('/rng?page=LOTUS');
    expect(vendorPath('LOTT', 'TCG_SEA')).toBe('/lottery?vendor=TCG_SEA');
    expect(vendorPath('DS88', 'DS88')).toBe('/game?vendor=DS88');
  });
});
