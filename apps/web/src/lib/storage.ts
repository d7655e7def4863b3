/** Browser storage with failures (private mode, quota) treated as "nothing stored". */
function safe(store: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        store().setItem(key, value);
      } catch {
        // storage unavailable: the value lives for this page only
      }
    },
    remove(key: string) {
      try {
        store().removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
