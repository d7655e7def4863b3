import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';
import { PaymentPasswordField } from './payment-password-field';

describe('the money form fields', () => {
  it('asks for the payment password masked, with digits on phones, never autofilled', () => {
    render(<PaymentPasswordField label="Payment password" name="paymentPassword" error="Required" />);
    const input = screen.getByLabelText(/Payment password/);
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('maxlength')).toBe('64');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByTestId('field-error-paymentPassword').textContent).toBe('Required');
  });

  it('takes a new payment password as six digits', () => {
    render(<PaymentPasswordField label="New payment password" fresh />);
    expect(screen.getByLabelText(/New payment password/).getAttribute('maxlength')).toBe('6');
  });

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
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toHaveLength(2);
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'From 100.00 to 50,000.00',
      'Too low',
    ]);
    expect(screen.getByTestId('amount-error').textContent).toBe('Too low');
  });
});
