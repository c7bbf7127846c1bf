const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * "2024-05-14" → "14 May 2024". Done by hand, not with Intl, so Node and every browser print
 * exactly the same text (a difference would break hydration of the prerendered page).
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/** "2026-09-19" → "Saturday 19 September 2026". */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${weekdays[new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay()]} ${formatDate(iso)}`;
}

/** "2024-05-14" → "May 2024", short for a chart's axis. */
export function formatMonth(iso: string): string {
  const [year, month] = iso.split('-').map(Number);
  return `${months[(month ?? 1) - 1]!.slice(0, 3)} ${year}`;
}
