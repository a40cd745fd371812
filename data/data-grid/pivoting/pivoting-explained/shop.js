/** Eight sales lines: small enough to check every pivoted cell by hand. */
export const shopSales = [
  { id: 1, store: 'Lisbon', category: 'Coffee', month: '2025-01', bags: 12, revenue: 180 },
  { id: 2, store: 'Lisbon', category: 'Tea', month: '2025-01', bags: 5, revenue: 40 },
  { id: 3, store: 'Lisbon', category: 'Coffee', month: '2025-02', bags: 9, revenue: 135 },
  { id: 4, store: 'Lisbon', category: 'Tea', month: '2025-02', bags: 7, revenue: 56 },
  { id: 5, store: 'Porto', category: 'Coffee', month: '2025-01', bags: 8, revenue: 120 },
  { id: 6, store: 'Porto', category: 'Tea', month: '2025-01', bags: 10, revenue: 80 },
  { id: 7, store: 'Porto', category: 'Coffee', month: '2025-02', bags: 11, revenue: 165 },
  { id: 8, store: 'Porto', category: 'Coffee', month: '2025-02', bags: 4, revenue: 60 },
];

export const shopColumns = [
  { field: 'store', headerName: 'Store', width: 100 },
  { field: 'category', headerName: 'Category', width: 100 },
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'bags', headerName: 'Bags', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 120 },
];
