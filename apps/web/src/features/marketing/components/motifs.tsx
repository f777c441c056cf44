// Decorative motifs drawn from Indian textiles (buta, mandala, jaali), used by the banners. All decorative.
import { useId } from 'react';

type MotifProps = { className?: string; color?: string };

export function Mandala({ className, color = 'currentColor' }: MotifProps) {
  const petals = Array.from({ length: 16 }, (_, i) => i * 22.5);
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className={className} fill="none" stroke={color}>
      <circle cx="100" cy="100" r="96" strokeWidth="0.8" strokeDasharray="2 5" />
      <circle cx="100" cy="100" r="84" strokeWidth="0.8" />
      {petals.map((deg) => (
        <g key={deg} transform={`rotate(${deg} 100 100)`}>
          <path d="M100 20c10 14 14 26 0 44-14-18-10-30 0-44Z" strokeWidth="1" />
          <circle cx="100" cy="14" r="2" fill={color} stroke="none" />
        </g>
      ))}
      <circle cx="100" cy="100" r="34" strokeWidth="1" />
      {petals.map((deg) => (
        <path
          key={`i${deg}`}
          transform={`rotate(${deg + 11.25} 100 100)`}
          d="M100 68c5 7 6 13 0 20-6-7-5-13 0-20Z"
          strokeWidth="0.9"
        />
      ))}
      <circle cx="100" cy="100" r="8" fill={color} fillOpacity="0.5" stroke="none" />
    </svg>
  );
}

export function Buta({ className, color = 'currentColor' }: MotifProps) {
  return (
    <svg viewBox="0 0 120 160" aria-hidden="true" className={className} fill="none" stroke={color}>
      <path
        d="M62 8c34 20 50 52 44 86-6 34-38 56-66 50C14 138 4 112 16 92c10-18 34-18 42-4 8 14-2 28-14 26"
        strokeWidth="1.6"
      />
      <path d="M60 24c24 18 34 42 30 66-4 24-26 40-46 36" strokeWidth="1" strokeDasharray="3 4" />
      <path d="M40 100c6-6 14-4 16 4s-6 14-12 10" strokeWidth="1.2" />
      {[30, 46, 62, 78, 94, 110].map((y, i) => (
        <circle
          key={y}
          cx={86 - (i % 2) * 6 - Math.abs(3 - i) * 4}
          cy={y}
          r="2.2"
          fill={color}
          stroke="none"
        />
      ))}
      <path d="M62 8c-4 10-2 18 6 22" strokeWidth="1.2" />
    </svg>
  );
}

/** A lattice (jaali) that tiles the whole box. */
export function Jaali({ className, color = 'currentColor' }: MotifProps) {
  const id = useId();
  return (
    <svg aria-hidden="true" className={className} width="100%" height="100%">
      <defs>
        <pattern id={id} width="36" height="36" patternUnits="userSpaceOnUse">
          <path d="M18 0 36 18 18 36 0 18Z" fill="none" stroke={color} strokeWidth="0.8" />
          <circle cx="18" cy="18" r="3.2" fill="none" stroke={color} strokeWidth="0.8" />
          <circle cx="0" cy="0" r="1.4" fill={color} />
          <circle cx="36" cy="36" r="1.4" fill={color} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
