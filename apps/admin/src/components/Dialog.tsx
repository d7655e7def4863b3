import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { ApiError } from '../lib/api';

type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
};

/** A modal dialog: Escape and the backdrop close it, focus moves in and back out. */
export function Dialog({ open, title, onClose, children, footer, size = 'medium' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      'input:not([disabled]), textarea, select, button:not(.dialog-close)',
    );
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className={`dialog ${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="button ghost icon dialog-close"
            aria-label="Close"
            onClick={onClose}
          >
            <X size={18} />
          </button>
        </header>
        <div className="dialog-body">{children}</div>
        {footer && <footer className="dialog-footer">{footer}</footer>}
      </div>
    </div>
  );
}

type ConfirmProps = {
  open: boolean;
  title: string;
  /** What is about to happen, in a sentence. */
  message: ReactNode;
  confirmLabel?: string;
  /** A red confirm button (for what cannot be undone). */
  danger?: boolean;
  /** Ask for a reason: `required` or `optional` (sent as `onConfirm(reason)`); absent: none. */
  reason?: 'required' | 'optional';
  reasonLabel?: string;
  reasonMax?: number;
  /** Does the work; a thrown error is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => unknown;
  onClose: () => void;
};

/** Asks before a write, with a reason when wanted; shows the server's refusal. */
export function ConfirmDialog(props: ConfirmProps) {
  // Mounted on each opening: the reason and the refusal start empty.
  return props.open ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  danger,
  reason,
  reasonLabel = 'Reason',
  reasonMax = 500,
  onConfirm,
  onClose,
}: ConfirmProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const missing = reason === 'required' && text.trim() === '';
  const confirm = async () => {
    if (missing) {
      setProblem(`${reasonLabel} is required.`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(text.trim());
      onClose();
    } catch (error) {
      setProblem(error instanceof ApiError || error instanceof Error ? error.message : 'Refused.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      size="small"
      footer={
        <>
          <button type="button" className="button ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className={`button ${danger ? 'danger' : 'primary'}`}
            onClick={() => void confirm()}
            disabled={busy}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      <div className="confirm-message">{message}</div>
      {reason && (
        <div className="field">
          <label htmlFor={reasonId}>
            {reasonLabel}
            {reason === 'optional' && <span className="muted"> (optional)</span>}
          </label>
          <textarea
            id={reasonId}
            className="input"
            rows={3}
            maxLength={reasonMax}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <p className="field-hint">
            {text.length}/{reasonMax}
          </p>
        </div>
      )}
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
