import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'accent' | 'ghost' | 'subtle';
  block?: boolean;
  size?: 'normal' | 'small';
};

export function Button({
  variant = 'primary',
  block,
  size = 'normal',
  className,
  type = 'button',
  ...rest
}: Props) {
  const classes = [
    styles.button,
    styles[variant],
    block ? styles.block : '',
    size === 'small' ? styles.small : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
