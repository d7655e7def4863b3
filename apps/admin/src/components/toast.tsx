import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';

export type ToastTone = 'success' | 'error' | 'info';
type ToastItem = { id: number; tone: ToastTone; text: string };

let items: ToastItem[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function push(tone: ToastTone, text: string, ms: number) {
  const id = next++;
  items = [...items, { id, tone, text }];
  emit();
  setTimeout(() => dismiss(id), ms);
}

export function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

/** Short notes in the corner: `toast.success('Operator added.')`, `toast.error(error.message)`. */
export const toast = {
  success: (text: string) => push('success', text, 4000),
  info: (text: string) => push('info', text, 4000),
  error: (text: string) => push('error', text, 8000),
};

const icons = { success: CircleCheck, error: CircleAlert, info: Info };

/** Where the toasts show (once, in the layout). */
export function Toaster() {
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
    () => items,
  );
  return (
    <div className="toaster" aria-live="polite">
      {list.map((t) => {
        const Icon = icons[t.tone];
        return (
          <div key={t.id} className={`toast ${t.tone}`} role={t.tone === 'error' ? 'alert' : 'status'}>
            <Icon size={18} />
            <span>{t.text}</span>
            <button
              type="button"
              className="button ghost icon"
              aria-label="Dismiss"
              onClick={() => dismiss(t.id)}
            >
              <X size={14} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
