// The other half of public/early-taps.js: the buttons tapped before a drawn page came alive, tapped again
// once it has (decision 0040).
import { releaseHeldSections } from './hydrate-when-near';

declare global {
  interface Window {
    zariyaEarlyTaps?: { take: () => HTMLButtonElement[] };
  }
}

/** The page was drawn in the browser: nothing to keep (taps reach React as they come). */
export function stopKeepingTaps() {
  // early-taps.js is loaded async: when it arrives after this, the mark tells it to keep nothing.
  document.documentElement.setAttribute('data-taps-live', '');
  window.zariyaEarlyTaps?.take();
}

/** The page responds now: each button tapped while it was coming alive gets its click, in order. */
export function replayEarlyTaps() {
  const taps = window.zariyaEarlyTaps?.take() ?? [];
  if (taps.length === 0) return;
  // A tap may be inside a part still held back (lib/hydrate-when-near): opened first, React hydrates it on the click.
  releaseHeldSections();
  for (const button of taps) if (button.isConnected && !button.disabled) button.click();
}
