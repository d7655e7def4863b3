import { create } from 'zustand';

export type Toast = { id: number; text: string; tone: 'info' | 'error' };

type ToastState = { toasts: Toast[]; dismiss: (id: number) => void };

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** A short message at the bottom of the screen that goes away by itself (e.g. a failed pop-up link). */
export function showToast(text: string, tone: Toast['tone'] = 'info', ms = 5000) {
  const id = nextId++;
  useToasts.setState((s) => ({ toasts: [...s.toasts, { id, text, tone }] }));
  setTimeout(() => useToasts.getState().dismiss(id), ms);
}
