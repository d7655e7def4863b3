import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readAmount } from '@/lib/read-amount';
import { MoneyInput } from './money-input';

describe('the money input', () => {
  it('takes money with a decimal keyboard, its hint read with it', () => {
    render(
      <MoneyInput
        label="Amount"
        name="amount"
        hint="From 100.00 to 50,000.00"
        errorTestId="amount-error"
        error="Too low"
      />,
    );
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('maxlength')).toBe('16');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toHaveLength(2);
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'From 100.00 to 50,000.00',
      'Too low',
    ]);
    expect(screen.getByTestId('amount-error').textContent).toBe('Too low');
    expect(screen.getByTestId('amount-error').getAttribute('role')).toBe('alert');
  });

  it("is checked in a form with the contracts' amount schema (readAmount)", async () => {
    const schema = z.object({
      amount: z.string().superRefine((text, ctx) => {
        const read = readAmount(text);
        if ('problem' in read) ctx.addIssue({ code: 'custom', message: read.problem });
      }),
    });
    const sent = vi.fn();
    function AmountForm() {
      const { register, handleSubmit, formState } = useForm<{ amount: string }>({
        resolver: zodResolver(schema),
        defaultValues: { amount: '' },
      });
      return (
        <form onSubmit={(e) => void handleSubmit((v) => sent(v.amount))(e)} noValidate>
          <MoneyInput
            label="Amount"
            placeholder="0.00"
            error={formState.errors.amount?.message}
            data-testid="amount"
            {...register('amount')}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<AmountForm />);
    expect(screen.getByTestId('amount').getAttribute('placeholder')).toBe('0.00');
    await user.type(screen.getByTestId('amount'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('field-error-amount')).textContent).toBe('format');
    expect(screen.getByTestId('amount').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByTestId('amount'));
    await user.type(screen.getByTestId('amount'), '1,250.50');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith('1,250.50'));
    expect(screen.queryByTestId('field-error-amount')).toBeNull();
  });
});
