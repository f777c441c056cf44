// Day labels of the dashboard: its days are Kolkata calendar days ('YYYY-MM-DD'), shown as "24 Nov".
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayLabel = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const shortDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
export const longDay = (day: string) => longDayLabel.format(new Date(`${day}T00:00:00Z`));
