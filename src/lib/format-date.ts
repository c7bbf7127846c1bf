const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2024-05-14" → "14 May 2024". Done by hand, not with Intl, so Node and every browser print
 * exactly the same text (a difference would break hydration of the prerendered page).
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
