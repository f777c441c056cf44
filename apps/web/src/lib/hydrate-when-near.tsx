// Pages the server draws (decision 0013) are hydrated by the browser: React walks the whole drawn page and
// attaches its handlers. The first screen needs that at once; the sections further down (home's rails and
// offers, the footer) do not, and hydrating them with the rest made loading a page one long busy stretch on a
// phone. <HydrateWhenNear> keeps such a section's drawn HTML as it is (visible, links working) and hydrates
// it when it comes near the screen, at the shopper's first tap, key or focus anywhere on the page, or when the
// page navigates: before any of these can need it. A section first drawn in the browser is never held back.
import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

/** A promise React can read at once when it is already settled (`status`, as `use` expects). */
type Gate = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined; open: () => void };

let hydrating = false;
const closed = new Set<Gate>();
const OPENING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'popstate'] as const;

/**
 * Hydrates every held-back section from now on: at the shopper's first tap, key or focus, and on any change of
 * the router's state (app/router.tsx). Such a change reaches every part of the page; one still held back
 * would hold the whole navigation up.
 */
export function releaseHeldSections() {
  for (const gate of [...closed]) gate.open();
  for (const type of OPENING_EVENTS) window.removeEventListener(type, releaseHeldSections, true);
}

/**
 * main.tsx, before it hydrates a drawn page. The listeners sit on window in the capture phase, so they run
 * before React's own: a tap inside a held-back section opens it first, and React then hydrates it on the spot
 * and hands it the tap.
 */
export function beginHydration() {
  hydrating = true;
  for (const type of OPENING_EVENTS)
    window.addEventListener(type, releaseHeldSections, { capture: true, passive: true });
}

/** The page's first screen is hydrated (StoreLayout): sections mounted from now on are drawn at once. */
export function endHydration() {
  hydrating = false;
}

/** Set inside a held-back section while the browser hydrates it (the flag is cleared once that is done). */
const HeldSection = createContext<{ hydrating: boolean } | null>(null);

/**
 * Whether this component's first render must match the HTML the server drew: on the server itself, while the
 * browser hydrates a drawn page's first screen, and while it hydrates a held-back section. Anything drawn in
 * the browser later (client navigation, later mounts) is false. Read once, at mount.
 */
function useMatchesServerDraw(): boolean {
  const held = useContext(HeldSection);
  const [matches] = useState(() => typeof window === 'undefined' || hydrating || Boolean(held?.hydrating));
  return matches;
}

/**
 * False while this component must match the drawn HTML, then true, switched in a transition right after it
 * has been hydrated; true at once when it is drawn in the browser. For parts the server leaves out of the
 * HTML to keep a page light (the rest of a rail, a card's quick add), which the browser then adds.
 */
export function useTakenOver(): boolean {
  const matchesServer = useMatchesServerDraw();
  const [takenOver, setTakenOver] = useState(!matchesServer);
  useEffect(() => {
    if (!takenOver) startTransition(() => setTakenOver(true));
  }, [takenOver]);
  return takenOver;
}

/** Rendered after a held-back section's content: its effect runs once that content has been hydrated. */
function Hydrated({ section }: { section: { hydrating: boolean } }) {
  useEffect(() => {
    section.hydrating = false;
  }, [section]);
  return null;
}

function createGate(open: boolean): Gate {
  let resolve: () => void = () => {};
  const gate = new Promise<void>((r) => {
    resolve = r;
  }) as Gate;
  gate.status = 'pending';
  gate.open = () => {
    if (gate.status === 'fulfilled') return;
    gate.status = 'fulfilled';
    gate.value = undefined;
    closed.delete(gate);
    resolve();
  };
  if (open) gate.open();
  else closed.add(gate);
  return gate;
}

/** Suspends (keeping the drawn HTML) until the gate opens. */
function Wait({ gate }: { gate: Gate }) {
  if (gate.status !== 'fulfilled') use(gate as Promise<void>);
  return null;
}

/**
 * `className` is the wrapper's, watched for nearness. `margin`: how far below the screen a section starts
 * hydrating (a CSS length or percentage of the screen's height).
 */
export function HydrateWhenNear({
  children,
  className,
  margin = '50%',
}: {
  children: ReactNode;
  className?: string;
  margin?: string;
}) {
  const [gate] = useState(() => createGate(!hydrating));
  const [section] = useState(() => ({ hydrating: gate.status !== 'fulfilled' }));
  const wrapper = useRef<HTMLDivElement>(null);
  const committed = useRef(false);
  // Rendered again (new props from a parent that re-rendered): the held-back part must take them now, so it
  // is hydrated with this render. Held closed, it would keep this update waiting (a transition would never
  // finish). Opening is idempotent, so doing it while rendering is safe.
  if (committed.current) gate.open();

  useEffect(() => {
    committed.current = true;
    const element = wrapper.current;
    if (gate.status === 'fulfilled' || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, margin]);

  return (
    <div ref={wrapper} className={className}>
      <Suspense fallback={null}>
        <Wait gate={gate} />
        <HeldSection.Provider value={section}>{children}</HeldSection.Provider>
        <Hydrated section={section} />
      </Suspense>
    </div>
  );
}
