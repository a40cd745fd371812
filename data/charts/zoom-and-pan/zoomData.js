/** Daily visits for 120 days from 1 January 2025 (UTC), built without randomness. */
export const days = Array.from({ length: 120 }, (_, index) => new Date(Date.UTC(2025, 0, 1 + index)));

export const visits = days.map((_, index) => {
  const weekly = index % 7 === 5 || index % 7 === 6 ? -180 : 60;
  const trend = index * 6;
  const wave = Math.round(90 * Math.sin(index / 9));
  return 900 + trend + weekly + wave;
});

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDay(date) {
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}`;
}
