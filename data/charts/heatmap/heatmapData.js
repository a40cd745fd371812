export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const hours = ['08h', '10h', '12h', '14h', '16h', '18h', '20h'];

/** Support tickets per weekday (x index) and time slot (y index), as [x, y, value] triples. */
export const tickets = weekdays.flatMap((_, x) =>
  hours.map((__, y) => {
    const weekend = x >= 5 ? 0.35 : 1;
    const midday = 10 + 14 * Math.sin(((y + 1) / (hours.length + 1)) * Math.PI);
    return [x, y, Math.round(midday * weekend + ((x * 7 + y * 3) % 5))];
  }),
);
