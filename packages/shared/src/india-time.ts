// India time for the owner's offers: a window is written as India-time 'YYYY-MM-DDTHH:mm' (IST has no daylight
// saving, so a fixed offset is exact). No zod here: the shopper's pages price with the offer engine, which reads
// these, and must not load every offer schema with them.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of an India-time 'YYYY-MM-DDTHH:mm'; null when it is not a real date and time. */
export function indiaTimeToInstant(local: string): Date | null {
  const m = LOCAL_PATTERN.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** An instant as India time 'YYYY-MM-DDTHH:mm' (seconds dropped). */
export function instantToIndiaTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** '1 Nov 2026, 9:00 am' for an India-time 'YYYY-MM-DDTHH:mm'. */
export function formatIndiaTime(local: string): string {
  const instant = indiaTimeToInstant(local);
  if (!instant) return local;
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}
