// A list this browser keeps in localStorage (the visitor's wishlist, her recently viewed products): one key, and an
// event of the page's own that says it changed here (the `storage` event says so for the other tabs).
import { useClientStore } from './use-client-store';

export type StoredList = {
  /** Subscribes to changes made in this tab (the page's event) and in others (`storage`). */
  subscribe: (onChange: () => void) => () => void;
  /** Tells this tab's readers that the list changed. */
  announce: () => void;
  /** The stored text, '[]' when there is none or storage is blocked (private mode). */
  readRaw: () => string;
};

export function storedList(key: string, event: string): StoredList {
  return {
    subscribe(onChange) {
      const onStorage = (e: StorageEvent) => {
        if (e.key === key || e.key === null) onChange();
      };
      window.addEventListener(event, onChange);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(event, onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
    announce: () => window.dispatchEvent(new Event(event)),
    readRaw() {
      try {
        return localStorage.getItem(key) ?? '[]';
      } catch {
        return '[]';
      }
    },
  };
}

/** The stored text as React state: '[]' on the server and while a drawn page hydrates. */
export const useStoredRaw = (list: StoredList): string =>
  useClientStore(list.subscribe, list.readRaw, () => '[]');
