// Seconds left until `startedAt + totalSeconds`, ticking once a second and stopping at 0.
import { useEffect, useState } from 'react';

function remaining(startedAt: number | null, totalSeconds: number): number {
  if (startedAt === null) return totalSeconds;
  const left = Math.ceil(totalSeconds - (Date.now() - startedAt) / 1000);
  return Math.min(totalSeconds, Math.max(0, left));
}

export function useCountdown(startedAt: number | null, totalSeconds: number): number {
  const [seconds, setSeconds] = useState(() => remaining(startedAt, totalSeconds));

  useEffect(() => {
    setSeconds(remaining(startedAt, totalSeconds));
    if (startedAt === null) return;
    const timer = setInterval(() => {
      const left = remaining(startedAt, totalSeconds);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, totalSeconds]);

  return seconds;
}

/** 300 → '5:00', 59 → '0:59'. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
