const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const localDateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * "Mar 4, 2026". A bare calendar date ("2026-03-04", as printed on a receipt) is shown as written, whatever the
 * viewer's time zone; a timestamp is shown in the viewer's own zone.
 */
export function formatDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dateFormat.format(new Date(`${value}T00:00:00Z`));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : localDateFormat.format(date);
}
