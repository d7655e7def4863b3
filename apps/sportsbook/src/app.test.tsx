import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBackEnd, refused, testFixture } from './test/book-back-end';
import { renderBook } from './test/render-book';

const lions = testFixture(101, 'Manila Lions', 'Cebu Sharks');

afterEach(() => vi.unstubAllGlobals());

describe('starting the book', () => {
  it('puts the selection the launch names in the slip and opens its fixture', async () => {
    installBackEnd([lions]);
    renderBook('?select=101:ah:-75~away');
    const slip = await screen.findByRole('complementary', { name: /bet slip/i });
    expect(await within(slip).findByLabelText('Stake on Away +0.75')).toBeTruthy();
    expect(within(slip).getByText('1.84')).toBeTruthy();
    expect(window.location.hash).toBe('#/fixture/101');
    const odds = await screen.findByRole('button', {
      name: /: Asian handicap -0\.75: Away \+0\.75 at 1\.84$/,
    });
    expect(odds.getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the fixture page's markets by group, a suspended one locked", async () => {
    installBackEnd([lions]);
    window.location.hash = '#/fixture/101';
    renderBook();
    expect(await screen.findByRole('heading', { level: 2, name: 'Correct score' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Asian handicap' })).toBeTruthy();
    const btts = screen.getByRole<HTMLButtonElement>('button', {
      name: /: Both teams to score: Yes at 1\.80$/,
    });
    expect(btts.disabled).toBe(true);
    expect(screen.getAllByText('Suspended').length).toBe(1);
  });

  it("speaks the launch's language", async () => {
    installBackEnd([lions]);
    renderBook('?lang=VI');
    expect(await screen.findByRole('button', { name: /: Manila Lions thắng với tỷ lệ 1\.95$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cược của tôi' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('vi');
  });

  it('says the session has ended when the book does not know it', async () => {
    installBackEnd(
      [lions],
      [
        ({ path }) =>
          path === '/sb/api/session' ? refused(401, 'sportsbook.session.invalid', 'No session') : undefined,
      ],
    );
    renderBook();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your session has ended: open Sports again from the site.',
      ),
    );
  });
});
