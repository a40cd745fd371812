const names = ['Trail jacket', 'Wool beanie', 'Rain shell', 'Base layer', 'Fleece vest', 'Hiking socks'];
const categories = ['Outerwear', 'Accessories', 'Underlayers'];
const sizes = ['XS', 'S', 'M', 'L', 'XL'];

/** A deterministic catalogue so every render of the page shows the same rows. */
export const products = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  name: names[index % names.length],
  category: categories[index % categories.length],
  size: sizes[(index * 3) % sizes.length],
  price: 19 + ((index * 37) % 160),
  stock: (index * 13) % 45,
}));
