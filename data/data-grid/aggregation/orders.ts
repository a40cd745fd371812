export interface Order {
  id: number;
  customer: string;
  region: 'North' | 'South' | 'East' | 'West';
  channel: 'Web' | 'Store' | 'Partner';
  date: Date;
  units: number;
  unitPrice: number;
  unitCost: number;
  paid: boolean;
}

const customers = ['Alder Cafe', 'Birch Studio', 'Cedar Gym', 'Dune Books', 'Elm Bakery', 'Fjord Bikes'];
const regions: Order['region'][] = ['North', 'South', 'East', 'West'];
const channels: Order['channel'][] = ['Web', 'Store', 'Partner'];

/** 24 deterministic orders placed in the first half of 2025. */
export const orders: Order[] = Array.from({ length: 24 }, (_, index) => {
  const unitPrice = 12 + ((index * 17) % 60);
  return {
    id: index + 1,
    customer: customers[index % customers.length],
    region: regions[(index * 3) % regions.length],
    channel: channels[(index * 2) % channels.length],
    date: new Date(2025, index % 6, 1 + ((index * 7) % 27)),
    units: 1 + ((index * 5) % 12),
    unitPrice,
    unitCost: Math.round(unitPrice * (0.45 + ((index * 3) % 4) * 0.1)),
    paid: index % 5 !== 2,
  };
});
