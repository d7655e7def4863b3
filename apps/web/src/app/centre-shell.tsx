import type { LucideIcon } from 'lucide-react';
import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepFocusInside } from '@/components/ui/focus-trap';
import styles from './centre-shell.module.css';

/** One entry of a centre's left menu. */
export type ShellEntry<K extends string> = {
  key: K;
  /** The entry's words; also the name of its page's pane. */
  label: string;
  icon: LucideIcon;
  /** A count shown as a badge when above zero. */
  useBadge?: () => number;
};

export type ShellTestIds = {
  /** On the backdrop around the dialog. */
  overlay?: string;
  /** On the dialog itself. */
  dialog?: string;
  close: string;
  /** Each menu entry's id is this followed by its key. */
  entryPrefix: string;
};

type ShellProps<K extends string> = {
  title: string;
  /** The name of the menu (its `nav` landmark). */
  menuLabel: string;
  entries: readonly ShellEntry<K>[];
  active: K | undefined;
  onSelect: (key: K) => void;
  /** Called by the close button and by Escape. */
  onClose: () => void;
  testIds: ShellTestIds;
  /** The active page, in a `CentrePane` keyed by its page; an empty pane without one. */
  children?: ReactNode;
};

/** A modal opened above the centre (a round's detail, a transfer, a confirmation) takes Escape and Tab first. */
const modalAbove = () => document.querySelector('[role="dialog"][aria-modal="true"]:not([data-centre])');

const Badge = ({ useCount }: { useCount: () => number }) => {
  const count = useCount();
  return count > 0 ? <span className={styles.badge}>{count > 99 ? '99+' : count}</span> : null;
};

/**
 * The overlay of a centre (the member centre, the agent centre): a dialog with a title and a close button,
 * a left menu (a row of tabs on a narrow screen) and the selected page on the right. While it is shown the
 * page behind does not scroll, focus starts on the active entry and stays inside (a modal above it keeps
 * Escape and Tab), Escape closes it, and focus goes back to what opened it.
 */
export function CentreShell<K extends string>(props: ShellProps<K>) {
  const { title, menuLabel, entries, active, onSelect, onClose, testIds, children } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const activeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    document.body.classList.add('scroll-locked');
    const focused = document.activeElement;
    // The header's account menu closes as it opens a centre: focus then goes back to its button.
    const opener =
      focused instanceof HTMLElement && focused !== document.body
        ? focused
        : document.querySelector<HTMLElement>('header [aria-haspopup="menu"]');
    activeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (modalAbove()) return;
      if (e.key === 'Escape') close();
      if (panelRef.current) keepFocusInside(e, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (!modalAbove()) document.body.classList.remove('scroll-locked');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className={styles.overlay} data-testid={testIds.overlay}>
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-centre
        data-testid={testIds.dialog}
      >
        <header className={styles.header}>
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('confirm.close')}
            data-testid={testIds.close}
          >
            <X size={18} aria-hidden />
          </button>
        </header>
        <div className={styles.body}>
          <nav className={styles.menu} aria-label={menuLabel}>
            <ul>
              {entries.map((entry) => {
                const Icon = entry.icon;
                const current = entry.key === active;
                return (
                  <li key={entry.key}>
                    <button
                      type="button"
                      ref={current ? activeRef : undefined}
                      className={current ? `${styles.entry} ${styles.active}` : styles.entry}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => onSelect(entry.key)}
                      data-testid={`${testIds.entryPrefix}${entry.key}`}
                    >
                      <Icon size={18} aria-hidden />
                      <span className={styles.label}>{entry.label}</span>
                      {entry.useBadge ? <Badge useCount={entry.useBadge} /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          {children ?? <div className={styles.pane} />}
        </div>
      </div>
    </div>
  );
}

type PaneProps = Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'role' | 'tabIndex' | 'aria-label'> & {
  /** The page's name (its menu entry's words). */
  label: string;
  testId: string;
};

/**
 * The right pane of a centre: a named region the keyboard can reach, so a page without controls still
 * scrolls by keyboard.
 */
export function CentrePane({ label, testId, children, ...attributes }: PaneProps) {
  return (
    <div
      {...attributes}
      className={styles.pane}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
