import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentPasswordField } from './payment-password-field';

describe('the payment password field', () => {
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
});
