const places = [
  ['EMEA', 'France'],
  ['EMEA', 'Germany'],
  ['APAC', 'Japan'],
  ['APAC', 'Australia'],
  ['Americas', 'Brazil'],
  ['Americas', 'Canada'],
];
const products = ['Licenses', 'Support', 'Training'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/** 36 deterministic sales lines used by the demos in this folder. */
export const sales = Array.from({ length: 36 }, (_, index) => {
  const [region, country] = places[index % places.length];
  const quarterIndex = Math.floor(index / 9) % 4;
  const units = 2 + ((index * 7) % 19);
  return {
    id: index + 1,
    region,
    country,
    product: products[(index * 2) % products.length],
    quarter: quarters[quarterIndex],
    date: new Date(2025, quarterIndex * 3 + (index % 3), 1 + ((index * 5) % 27)),
    units,
    revenue: units * (150 + ((index * 37) % 250)),
  };
});
