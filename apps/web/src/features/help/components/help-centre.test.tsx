import type { HelpCategory } from '@platform/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { HelpCentre } from './help-centre';

beforeAll(async () => {
  await initI18n('EN');
});

const CATEGORIES: HelpCategory[] = [
  {
    id: 1,
    title: 'Account',
    articles: [
      {
        id: 11,
        title: 'I forgot my password',
        content: '<p>Use <strong>Forgot password?</strong> in the login box.</p>',
      },
      {
        id: 12,
        title: 'Why is my account locked?',
        content: '<p>After 5 failed logins, wait 5 minutes.</p>',
      },
    ],
  },
  {
    id: 2,
    title: 'Deposits & withdrawals',
    articles: [
      {
        id: 21,
        title: 'How long does a withdrawal take?',
        content: '<p>Most are paid within 15 minutes.</p>',
      },
    ],
  },
];

const titles = () =>
  screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }))
    .map((b) => b.textContent);

describe('the help centre', () => {
  it('shows the first category, then another when chosen', async () => {
    render(<HelpCentre categories={CATEGORIES} onFeedback={() => {}} />);
    const user = userEvent.setup();
    expect(titles()).toEqual(['I forgot my password', 'Why is my account locked?']);
    await user.click(screen.getByTestId('help-category-2'));
    expect(titles()).toEqual(['How long does a withdrawal take?']);
  });

  it('opens an article as a section, with its rich text cleaned', async () => {
    render(
      <HelpCentre
        categories={[
          {
            id: 3,
            title: 'Safety',
            articles: [
              {
                id: 31,
                title: 'Safe?',
                content: '<p>Yes<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
              },
            ],
          },
        ]}
        onFeedback={() => {}}
      />,
    );
    const user = userEvent.setup();
    const head = screen.getByRole('button', { name: 'Safe?' });
    await user.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(head.getAttribute('aria-controls')!)!;
    expect(body.textContent).toBe('Yes');
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.querySelector('script')).toBeNull();
    await user.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches titles and text across every category', async () => {
    render(<HelpCentre categories={CATEGORIES} onFeedback={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('help-search'), '15 minutes');
    expect(titles()).toEqual(['Deposits & withdrawalsHow long does a withdrawal take?']);
    expect(screen.getByRole('heading', { level: 2, name: /1 result for/ })).toBeTruthy();
    await user.clear(screen.getByTestId('help-search'));
    await user.type(screen.getByTestId('help-search'), 'PASSWORD');
    expect(titles()).toEqual(['AccountI forgot my password']);
    await user.clear(screen.getByTestId('help-search'));
    await user.type(screen.getByTestId('help-search'), 'jackpot');
    expect(titles()).toEqual([]);
    expect(screen.getByText(/No article matches your search/)).toBeTruthy();
  });

  it('links to feedback, and to customer service only when there is one', async () => {
    const onFeedback = vi.fn();
    const onService = vi.fn();
    const { rerender } = render(<HelpCentre categories={CATEGORIES} onFeedback={onFeedback} />);
    expect(screen.queryByTestId('help-customer-service')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('help-feedback'));
    expect(onFeedback).toHaveBeenCalledOnce();
    rerender(<HelpCentre categories={CATEGORIES} onFeedback={onFeedback} onCustomerService={onService} />);
    await user.click(within(document.body).getByTestId('help-customer-service'));
    expect(onService).toHaveBeenCalledOnce();
  });
});
