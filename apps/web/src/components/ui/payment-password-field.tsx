import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

type Props = Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  /** A new password is six digits; a typed one may be longer (up to 64). */ fresh?: boolean;
};

/**
 * The payment password as every money form asks for it: masked, never filled in by the browser, digits on
 * a phone's keyboard, required.
 */
export const PaymentPasswordField = forwardRef<HTMLInputElement, Props>(function PaymentPasswordField(
  { fresh, ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type="password"
      autoComplete="off"
      inputMode="numeric"
      maxLength={fresh ? 6 : 64}
      required
      {...props}
    />
  );
});
