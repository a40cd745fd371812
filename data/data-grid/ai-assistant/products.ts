export interface Product {
  id: number;
  name: string;
  category: 'Kitchen' | 'Garden' | 'Office' | 'Outdoor';
  price: number;
  inStock: boolean;
  rating: number;
}

const names: Array<[string, Product['category']]> = [
  ['Cast iron skillet', 'Kitchen'],
  ['Bamboo cutting board', 'Kitchen'],
  ['Pour-over kettle', 'Kitchen'],
  ['Herb planter box', 'Garden'],
  ['Pruning shears', 'Garden'],
  ['Compost bin', 'Garden'],
  ['Standing desk mat', 'Office'],
  ['Monitor riser', 'Office'],
  ['Cable organizer', 'Office'],
  ['Camping lantern', 'Outdoor'],
  ['Folding stool', 'Outdoor'],
  ['Insulated bottle', 'Outdoor'],
];

/** Twelve fixed products shared by the demos of this page. */
export const products: Product[] = names.map(([name, category], index) => ({
  id: index + 1,
  name,
  category,
  price: 12 + ((index * 37) % 140),
  inStock: index % 3 !== 1,
  rating: 3 + ((index * 7) % 20) / 10,
}));
