import { useSyncExternalStore } from 'react';

/** Chrome's `beforeinstallprompt` event (not in the DOM typings). */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
let listening = false;

/**
 * Keeps the browser's install offer for later. The event fires once, early, on whatever page the visitor
 * opened first, so the app starts listening at start-up and the download page asks for it when shown.
 */
export function listenForInstallPrompt() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the site as an app, and the action that asks it to. */
export function useInstallPrompt() {
  const available = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  const install = async (): Promise<boolean> => {
    const event = deferred;
    if (!event) return false;
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The offer can be used once.
    deferred = null;
    notify();
    return outcome === 'accepted';
  };
  return { available, install };
}
