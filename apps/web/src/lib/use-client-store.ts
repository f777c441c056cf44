import { useSyncExternalStore } from 'react';
import { useTakenOver } from './hydrate-when-near';

/**
 * useSyncExternalStore for what only the browser knows (the screen's width, the stored session, speech
 * support). While the browser hydrates a page the server drew, React reads `getServerSnapshot`; if the
 * browser's own value differs, plain useSyncExternalStore re-renders at once, synchronously, in one long task
 * that holds up taps. Here the browser's value takes over right after hydration as a transition instead,
 * rendered in small slices (also in a section hydrated later, lib/hydrate-when-near). Anywhere else (pages
 * drawn in the browser, later mounts) it is read at once.
 */
export function useClientStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const live = useTakenOver();
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
