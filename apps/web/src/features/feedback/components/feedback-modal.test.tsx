import { FEEDBACK_CONTENT } from '@platform/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { sendFeedback } from '../api/feedback-calls';
import { FeedbackModal } from './feedback-modal';

vi.mock('../api/feedback-calls', () => ({ sendFeedback: vi.fn() }));
const send = vi.mocked(sendFeedback);

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  send.mockReset();
});

async function fill(content: string, type = 'withdrawal') {
  const onClose = vi.fn();
  render(<FeedbackModal onClose={onClose} />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: /question type/i }), type);
  await user.click(screen.getByRole('textbox', { name: /description/i }));
  if (content) await user.paste(content);
  await user.click(screen.getByTestId('feedback-submit'));
  return { user, onClose };
}

describe('the feedback modal', () => {
  it(`refuses fewer than ${FEEDBACK_CONTENT.min} characters`, async () => {
    await fill('x'.repeat(FEEDBACK_CONTENT.min - 1));
    expect((await screen.findByTestId('field-error-content')).textContent).toBe(
      'Please write at least 10 characters.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('does not count surrounding spaces', async () => {
    await fill(`   ${'x'.repeat(FEEDBACK_CONTENT.min - 1)}    `);
    expect(await screen.findByTestId('field-error-content')).toBeTruthy();
    expect(screen.getByTestId('feedback-counter').textContent).toBe('9 / 500');
  });

  it(`refuses more than ${FEEDBACK_CONTENT.max} characters`, async () => {
    await fill('x'.repeat(FEEDBACK_CONTENT.max + 1));
    expect((await screen.findByTestId('field-error-content')).textContent).toBe(
      'Please keep it to 500 characters at most.',
    );
    expect(screen.getByTestId('feedback-counter').textContent).toBe('501 / 500');
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for a question type', async () => {
    render(<FeedbackModal onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /description/i }));
    await user.paste('The withdrawal page is slow today.');
    await user.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByTestId('field-error-questionType')).textContent).toBe(
      'Choose a question type.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it.each([FEEDBACK_CONTENT.min, FEEDBACK_CONTENT.max])(
    'sends %i characters and shows the ticket number',
    async (length) => {
      send.mockResolvedValue({ id: 4711 });
      const { user, onClose } = await fill('y'.repeat(length), 'deposit');
      await waitFor(() =>
        expect(send).toHaveBeenCalledWith({ questionType: 'deposit', content: 'y'.repeat(length) }),
      );
      expect((await screen.findByTestId('feedback-sent')).textContent).toContain(
        'Your ticket number is #4711.',
      );
      await user.click(within(screen.getByTestId('feedback-sent')).getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalled();
    },
  );

  it('offers every question type, translated', () => {
    render(<FeedbackModal onClose={() => {}} />);
    const options = [...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a type…',
      'Deposit',
      'Withdrawal',
      'Games',
      'Account',
      'Promotions',
      'Suggestion',
      'Other',
    ]);
  });
});
