export interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
  status: 'Pending' | 'Shipped' | 'Delivered';
}

const customers = ['Hana Sato', 'Luis Ortega', 'Mira Novak', 'Samuel Eze', 'Ingrid Dahl', 'Omar Farouk', 'Rosa Vidal'];
const cities = ['Kyoto', 'Valencia', 'Prague', 'Lagos', 'Bergen', 'Cairo', 'Quito'];
const statuses: Order['status'][] = ['Pending', 'Shipped', 'Delivered'];

/** Builds `count` deterministic orders numbered from 1001. */
export function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 1001 + index,
    customer: customers[index % customers.length],
    city: cities[(index * 3) % cities.length],
    total: 20 + ((index * 53) % 480),
    status: statuses[index % statuses.length],
  }));
}
