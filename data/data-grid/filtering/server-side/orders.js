const customers = ['Aiko Tan', 'Bruno Keller', 'Chloé Martin', 'Dmitri Volkov', 'Esra Demir', 'Felipe Rocha'];
const countries = ['Japan', 'Germany', 'France', 'Canada', 'Türkiye', 'Brazil'];
const statuses = ['Pending', 'Shipped', 'Delivered', 'Returned'];

/** The "database": 60 fixed orders that only the fake server reads. */
const table = Array.from({ length: 60 }, (_, index) => ({
  id: 1001 + index,
  customer: customers[(index * 5) % customers.length],
  country: countries[(index * 7) % countries.length],
  status: statuses[(index * 3) % statuses.length],
  total: 20 + ((index * 53) % 480),
}));

const normalize = (value) => String(value ?? '').toLowerCase();

/** The subset of operators this pretend backend implements, keyed like the grid's operators. */
function matches(order, item) {
  const cell = order[item.field];
  const { value } = item;
  if (item.operator === 'isEmpty') {
    return cell === '' || cell == null;
  }
  if (item.operator === 'isNotEmpty') {
    return !(cell === '' || cell == null);
  }
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return true; // an unfinished filter is ignored, as the grid does
  }
  switch (item.operator) {
    case 'contains':
      return normalize(cell).includes(normalize(value));
    case 'equals':
    case 'is':
      return normalize(cell) === normalize(value);
    case 'not':
      return normalize(cell) !== normalize(value);
    case 'startsWith':
      return normalize(cell).startsWith(normalize(value));
    case 'isAnyOf':
      return value.map(normalize).includes(normalize(cell));
    case '=':
      return Number(cell) === Number(value);
    case '>':
      return Number(cell) > Number(value);
    case '>=':
      return Number(cell) >= Number(value);
    case '<':
      return Number(cell) < Number(value);
    case '<=':
      return Number(cell) <= Number(value);
    default:
      return true;
  }
}

/** A fake endpoint: filters, sorts and pages on the "server", answers after 400 ms. */
export function queryOrders(query) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const { items, logicOperator = 'and', quickFilterValues = [] } = query.filterModel;
      let result = table.filter((order) => {
        const checks = items.map((item) => matches(order, item));
        const itemsOk = logicOperator === 'or' && checks.length > 0 ? checks.some(Boolean) : checks.every(Boolean);
        const text = `${order.customer} ${order.country} ${order.status}`.toLowerCase();
        return itemsOk && quickFilterValues.every((word) => text.includes(normalize(word)));
      });
      const sort = query.sortModel?.[0];
      if (sort) {
        const field = sort.field;
        const factor = sort.sort === 'desc' ? -1 : 1;
        result = [...result].sort((a, b) => (a[field] > b[field] ? factor : a[field] < b[field] ? -factor : 0));
      }
      resolve({
        rows: result.slice(query.start, query.start + query.pageSize),
        rowCount: result.length,
      });
    }, 400);
  });
}

/** A second endpoint for the distinct statuses, as a server would list them for a dropdown. */
export function fetchStatusOptions() {
  return new Promise((resolve) => {
    setTimeout(() => resolve([...statuses]), 300);
  });
}
