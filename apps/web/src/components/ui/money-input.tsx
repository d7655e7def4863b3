import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * An amount of money as members type it: decimal keyboard, no autofill, at most 16 characters. The form
 * checks the text with `readAmount` (lib/read-amount.ts), which applies the contracts' amount schema.
 */
export const MoneyInput = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'inputMode'>>(
  function MoneyInput(props, ref) {
    return <TextField ref={ref} inputMode="decimal" autoComplete="off" maxLength={16} {...props} />;
  },
);
