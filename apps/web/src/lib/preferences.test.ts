import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, storedLanguage } from './i18n';
import { applyTheme, readTheme } from './theme';

describe('language', () => {
  it('falls back to EN when the stored value is not supported', () => {
    localStorage.setItem('lang', 'XX');
    expect(storedLanguage()).toBe('EN');
    localStorage.setItem('lang', 'VI');
    expect(storedLanguage()).toBe('VI');
  });

  it('stores the choice under lang and hisLang and sets <html lang>', async () => {
    await initI18n('EN');
    await changeLanguage('TY');
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('TY');
    expect(document.documentElement.lang).toBe('tl');
  });
});

describe('theme', () => {
  it('is light by default, stored and applied to <html>', () => {
    expect(readTheme()).toBe('light');
    applyTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(readTheme()).toBe('dark');
  });
});
