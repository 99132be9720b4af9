// A TD's day and clock are his own: an event created at 23:30 in Warsaw is on that Warsaw day,
// not the UTC one, and an change log line says at which offset its time was read. The offset is
// the machine's (the TD's laptop) unless a caller gives one (tests: any zone, any day).

const pad = (n: number): string => String(n).padStart(2, "0");

/** Minutes east of UTC at `date` on this machine (+120 in Warsaw in summer). */
export function localOffsetMinutes(date: Date): number {
  return -date.getTimezoneOffset();
}

function shifted(date: Date, offsetMinutes: number): Date {
  return new Date(date.getTime() + offsetMinutes * 60_000);
}

/** YYYY-MM-DD: the calendar day at that offset. */
export function localDate(date: Date, offsetMinutes = localOffsetMinutes(date)): string {
  return shifted(date, offsetMinutes).toISOString().slice(0, 10);
}

/** `2026-05-04 23:30:12 +02:00`: the time at that offset, with the offset. */
export function localDateTime(date: Date, offsetMinutes = localOffsetMinutes(date)): string {
  const time = shifted(date, offsetMinutes).toISOString();
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${time.slice(0, 10)} ${time.slice(11, 19)} ${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
