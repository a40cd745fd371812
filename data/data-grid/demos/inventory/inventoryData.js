const catalog = [
  ['Hex bolt M8 (box of 100)', 'Fasteners', 9.4],
  ['Wood screws 4×40 (box of 200)', 'Fasteners', 6.1],
  ['Wall anchors (pack of 50)', 'Fasteners', 4.75],
  ['Cable ties 300 mm (pack of 100)', 'Electrical', 3.2],
  ['LED bulb E27 9 W', 'Electrical', 2.85],
  ['Extension cord 5 m', 'Electrical', 11.6],
  ['Circuit breaker 16 A', 'Electrical', 7.9],
  ['PVC pipe 32 mm × 2 m', 'Plumbing', 5.4],
  ['Ball valve 1/2"', 'Plumbing', 8.25],
  ['Teflon tape (10 rolls)', 'Plumbing', 3.9],
  ['Cordless drill 18 V', 'Tools', 74.0],
  ['Claw hammer 450 g', 'Tools', 12.3],
  ['Tape measure 8 m', 'Tools', 6.8],
  ['Utility knife', 'Tools', 4.1],
  ['Safety goggles', 'Safety', 3.6],
  ['Work gloves (pair)', 'Safety', 2.95],
  ['Ear defenders', 'Safety', 9.7],
  ['Hi-vis vest', 'Safety', 4.4],
];
const warehouses = ['North', 'South', 'Harbor'];

/** 36 stock lines: every product in two of the three warehouses, with some low and empty shelves. */
export function createInventory() {
  return Array.from({ length: 36 }, (_, index) => {
    const [product, category, unitCost] = catalog[index % catalog.length];
    const reorderLevel = 10 + ((index * 7) % 4) * 10;
    let quantity = (index * 37) % 160;
    if (index % 9 === 4) {
      quantity = 0;
    } else if (index % 7 === 2) {
      quantity = Math.floor(reorderLevel / 2);
    }
    return {
      id: index + 1,
      sku: `${category.slice(0, 3).toUpperCase()}-${String(1000 + (index % catalog.length) * 7).slice(-4)}`,
      product,
      category,
      warehouse: warehouses[(index + Math.floor(index / catalog.length)) % warehouses.length],
      quantity,
      reorderLevel,
      unitCost,
    };
  });
}
