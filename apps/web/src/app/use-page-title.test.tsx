import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECTION_PAGES } from '@/config/paths';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { pageTitleKey, usePageTitle } from './use-page-title';

beforeAll(async () => {
  await initI18n('EN');
});

function Titled() {
  usePageTitle('Royal Lotus');
  return null;
}
const titleAt = (path: string) => {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Titled />
    </MemoryRouter>,
  );
  const title = document.title;
  view.unmount();
  return title;
};

describe('page titles', () => {
  it('gives every route a title of its own', () => {
    const keys = SECTION_PAGES.map((name) => pageTitleKey(`/${name}`));
    expect(keys.every((k) => k !== null && k.startsWith('pages.'))).toBe(true);
    expect(pageTitleKey('/')).toBeNull();
    expect(pageTitleKey('/index.html')).toBeNull();
    expect(pageTitleKey('/register')).toBe('header.register');
    expect(pageTitleKey('/login')).toBe('header.login');
    expect(pageTitleKey('/no-such-page')).toBe('pages.notFound');
  });

  it('titles the legal documents with their names', () => {
    expect(pageTitleKey('/terms')).toBe('legalPage.titles.terms');
    expect(titleAt('/terms')).toBe('Terms of use | Royal Lotus');
    expect(titleAt('/privacy')).toBe('Privacy policy | Royal Lotus');
    expect(titleAt('/responsible-gaming')).toBe('Responsible gaming | Royal Lotus');
  });

  it('writes the page and the brand, in the language of the site', async () => {
    expect(titleAt('/promotions')).toBe('Promotions | Royal Lotus');
    expect(titleAt('/vip')).toBe('VIP | Royal Lotus');
    expect(titleAt('/nope')).toBe('Page not found | Royal Lotus');
    expect(titleAt('/')).toMatch(/^Royal Lotus \| /);
    await changeLanguage('TH');
    try {
      expect(titleAt('/promotions')).not.toBe('Promotions | Royal Lotus');
      expect(titleAt('/promotions')).toMatch(/ \| Royal Lotus$/);
    } finally {
      await changeLanguage('EN');
    }
  });
});
