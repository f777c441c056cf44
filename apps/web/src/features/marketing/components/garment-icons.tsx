// Line illustrations of garments for the category circles (64×64, stroke = currentColor, accent = gold).
import type { ReactNode } from 'react';

const ACCENT = 'var(--color-gold-500)';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      className="size-full"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function SareeIcon() {
  return (
    <Frame>
      <path d="M25 12c2 2 5 3 7 3s5-1 7-3l3 2-1 9H23l-1-9 3-2Z" />
      <path d="M23 23c-2 10-6 22-8 31h34c-2-9-6-21-8-31" />
      <path d="M25 12 45 36c2 4 3 10 3 18" stroke={ACCENT} />
      <path d="M30 28v26M34 30v24M38 33v21" strokeWidth="1" />
      <path d="M15 54h34" stroke={ACCENT} strokeWidth="2.4" />
    </Frame>
  );
}

export function SalwarSuitIcon() {
  return (
    <Frame>
      <path d="M27 9c1 3 3 4 5 4s4-1 5-4l8 4 5 15-5 2-4-9v25H23V21l-4 9-5-2 5-15 8-4Z" />
      <path d="M32 13v6" stroke={ACCENT} />
      <path d="M25 46l1 11h5l1-9 1 9h5l1-11" />
      <path d="M19 13c4 10 8 14 13 14s9-4 13-14" stroke={ACCENT} strokeDasharray="2 2.5" />
      <path d="M23 42h18" stroke={ACCENT} strokeWidth="2" />
    </Frame>
  );
}

export function LehengaIcon() {
  return (
    <Frame>
      <path d="M25 10c2 2 4 3 7 3s5-1 7-3l4 3-1 8c-3 1-7 2-10 2s-7-1-10-2l-1-8 4-3Z" />
      <path d="M24 27h16l12 28H12l12-28Z" />
      <path d="M13 52h38" stroke={ACCENT} strokeWidth="2.4" />
      <path d="M17 45c5 1.5 10 2 15 2s10-.5 15-2" stroke={ACCENT} />
      <path d="M28 30l-4 20M36 30l4 20M32 30v20" strokeWidth="1" />
      <circle cx="32" cy="38" r="1.4" fill={ACCENT} stroke="none" />
    </Frame>
  );
}

export function GownIcon() {
  return (
    <Frame>
      <path d="M26 8v6c0 3 2 6 6 6s6-3 6-6V8" />
      <path d="M26 14c-1 6-1 10 0 14h12c1-4 1-8 0-14" />
      <path d="M26 28c-4 8-10 18-12 28h36c-2-10-8-20-12-28" />
      <path d="M26 28h12" stroke={ACCENT} strokeWidth="2.4" />
      <path d="M20 44c3 3 6 12 6 12M44 44c-3 3-6 12-6 12M32 32v24" strokeWidth="1" />
    </Frame>
  );
}

export function SilkSareeIcon() {
  return (
    <Frame>
      <rect x="12" y="32" width="40" height="14" rx="2" />
      <rect x="15" y="18" width="34" height="14" rx="2" />
      <path d="M12 42h40M15 28h34" stroke={ACCENT} strokeWidth="2.4" />
      <path d="M20 22h2M26 22h2M32 22h2M38 22h2M17 36h2M23 36h2M29 36h2M35 36h2M41 36h2" stroke={ACCENT} />
      <path d="M49 24c4 2 6 6 5 12" strokeDasharray="2 2.5" />
    </Frame>
  );
}
