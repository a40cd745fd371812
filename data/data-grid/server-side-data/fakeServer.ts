import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

export interface Customer {
  id: number;
  name: string;
  country: string;
  orders: number;
}

const names = [
  'Aurora Foods',
  'Blue Peak',
  'Cobalt Works',
  'Dune Travel',
  'Ember Studio',
  'Fjord Fisheries',
  'Granite Co',
  'Harbor Health',
];
const countries = ['Norway', 'Chile', 'Kenya', 'Japan', 'Canada', 'Spain'];

const database: Customer[] = Array.from({ length: 64 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]} ${Math.floor(index / names.length) + 1}`,
  country: countries[(index * 5) % countries.length],
  orders: (index * 17) % 90,
}));

interface Query {
  paginationModel?: GridPaginationModel;
  sortModel?: GridSortModel;
  filterModel?: GridFilterModel;
}

/**
 * A pretend backend: filters with "contains" (and quick filter words), sorts by one field,
 * slices one page, and answers after `delay` milliseconds.
 */
export function queryCustomers(query: Query, delay = 500): Promise<{ rows: Customer[]; rowCount: number }> {
  return new Promise((resolve) => {
    setTimeout(() => {
      let result = database;
      const items = query.filterModel?.items ?? [];
      const words = (query.filterModel?.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
      result = result.filter((row) => {
        const itemsOk = items.every((item) => {
          if (item.value == null || item.value === '') {
            return true;
          }
          return String(row[item.field as keyof Customer])
            .toLowerCase()
            .includes(String(item.value).toLowerCase());
        });
        const text = `${row.name} ${row.country}`.toLowerCase();
        return itemsOk && words.every((word) => text.includes(word));
      });
      const sort = query.sortModel?.[0];
      if (sort?.sort) {
        const field = sort.field as keyof Customer;
        const direction = sort.sort === 'asc' ? 1 : -1;
        result = [...result].sort((a, b) => (a[field] > b[field] ? 1 : a[field] < b[field] ? -1 : 0) * direction);
      }
      const page = query.paginationModel?.page ?? 0;
      const pageSize = query.paginationModel?.pageSize ?? result.length;
      resolve({ rows: result.slice(page * pageSize, (page + 1) * pageSize), rowCount: result.length });
    }, delay);
  });
}
