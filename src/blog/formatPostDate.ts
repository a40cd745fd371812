const FORMAT = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** `2026-03-12` → `March 12, 2026`, the same on the server and in any browser time zone. */
export function formatPostDate(isoDate: string): string {
  return FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}
