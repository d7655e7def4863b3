import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NoModalBanner, useModalBanner } from './modal-banner';
import styles from './modal.module.css';
import { keepFocusInside } from './focus-trap';

type Props = {
  title: string;
  onClose?: () => void;
  /** Without it the modal has no close button and Escape does nothing. */
  closable?: boolean;
  wide?: boolean;
  /** Wider still: lists and rich text (announcements). */
  large?: boolean;
  children: ReactNode;
  testId?: string;
};

let openCount = 0;

export function Modal({ title, onClose, closable = true, wide, large, children, testId }: Props) {
  const { t } = useTranslation();
  const banner = useModalBanner();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    openCount++;
    document.body.classList.add('scroll-locked');
    const previous = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>('input, select, button:not([data-close])');
    first?.focus();
    return () => {
      openCount--;
      if (openCount === 0) document.body.classList.remove('scroll-locked');
      previous?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && closable) onClose?.();
      if (dialog.current) keepFocusInside(e, dialog.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closable, onClose]);

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(e) => e.target === e.currentTarget && closable && onClose?.()}
    >
      <div
        ref={dialog}
        className={`${styles.dialog} ${wide ? styles.wide : ''} ${large ? styles.large : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closable && onClose ? (
            <button
              type="button"
              data-close
              className={styles.close}
              onClick={onClose}
              aria-label={t('confirm.close')}
            >
              <X size={18} aria-hidden />
            </button>
          ) : null}
        </div>
        {banner ? <div className={styles.banner}>{banner}</div> : null}
        <div className={styles.body}>
          <NoModalBanner>{children}</NoModalBanner>
        </div>
      </div>
    </div>,
    document.body,
  );
}
