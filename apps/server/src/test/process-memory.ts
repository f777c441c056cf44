// A process's resident memory from Linux's /proc: the journeys' shops and the benchmarks' servers report it.
import { readFileSync } from 'node:fs';

/** Peak (VmHWM) and current (VmRSS) resident memory of a process, MiB; 0 once it has gone. */
export function memoryOf(pid: number | undefined): { peak: number; now: number } {
  if (!pid) return { peak: 0, now: 0 };
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) };
  } catch {
    return { peak: 0, now: 0 };
  }
}
