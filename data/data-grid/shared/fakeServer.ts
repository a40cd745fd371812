import type {
  GridFilterItem,
  GridFilterModel,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid-premium';

/**
 * A pretend backend for the server-side data demos. Everything runs in the browser: the
 * "database" is generated deterministically, each call resolves after a short delay, and a
 * call can be told to fail. The functions read the `GridGetRowsParams` the grid sends and
 * answer with a `GridGetRowsResponse`, like a real endpoint would.
 */

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

export interface Order {
  id: number;
  customer: string;
  product: string;
  category: 'Hardware' | 'Software' | 'Services';
  region: 'North' | 'South' | 'East' | 'West';
  rep: string;
  year: number;
  quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4';
  units: number;
  unitPrice: number;
  revenue: number;
  shipped: boolean;
}

const customers = [
  'Aurora Foods',
  'Blue Peak',
  'Cobalt Works',
  'Dune Travel',
  'Ember Studio',
  'Fjord Fisheries',
  'Granite Co',
  'Harbor Health',
  'Iris Labs',
  'Juniper Bank',
  'Kestrel Air',
  'Lumen Energy',
];
const catalog: { product: string; category: Order['category']; price: number }[] = [
  { product: 'Laptop', category: 'Hardware', price: 1200 },
  { product: 'Monitor', category: 'Hardware', price: 310 },
  { product: 'Dock', category: 'Hardware', price: 180 },
  { product: 'Office suite', category: 'Software', price: 99 },
  { product: 'Design app', category: 'Software', price: 240 },
  { product: 'Backup plan', category: 'Software', price: 60 },
  { product: 'Onboarding', category: 'Services', price: 900 },
  { product: 'Support hours', category: 'Services', price: 120 },
];
const regions: Order['region'][] = ['North', 'South', 'East', 'West'];
const reps = ['Ada', 'Bruno', 'Chiara', 'Dev', 'Eun-ji', 'Femi'];
const quarters: Order['quarter'][] = ['Q1', 'Q2', 'Q3', 'Q4'];

function makeOrder(index: number): Order {
  const item = catalog[(index * 7 + Math.floor(index / 5)) % catalog.length];
  const units = 1 + ((index * 37) % 24);
  return {
    id: index + 1,
    customer: customers[(index * 5) % customers.length],
    product: item.product,
    category: item.category,
    region: regions[(index * 3 + Math.floor(index / 7)) % regions.length],
    rep: reps[(index * 11) % reps.length],
    year: 2023 + (index % 3),
    quarter: quarters[Math.floor(index / 3) % quarters.length],
    units,
    unitPrice: item.price,
    revenue: units * item.price,
    shipped: index % 4 !== 0,
  };
}

/** The order table: 1,000 rows by default, generated once per size. */
const tables = new Map<number, Order[]>();
export function getOrders(size = 1000): Order[] {
  let table = tables.get(size);
  if (!table) {
    table = Array.from({ length: size }, (_, index) => makeOrder(index));
    tables.set(size, table);
  }
  return table;
}

export interface FileNode {
  id: string;
  name: string;
  kind: 'folder' | 'file';
  owner: string;
  sizeKb: number;
  path: string[];
}

const ownersList = ['Ada', 'Bruno', 'Chiara', 'Dev'];
const folderTree: { name: string; children?: number; sub?: string[] }[] = [
  { name: 'Design', sub: ['Logos', 'Mockups', 'Icons'] },
  { name: 'Engineering', sub: ['api', 'web', 'mobile', 'infra'] },
  { name: 'Finance', sub: ['2024', '2025'] },
  { name: 'Legal', sub: ['Contracts'] },
  { name: 'Marketing', sub: ['Campaigns', 'Press'] },
  { name: 'People', sub: ['Hiring', 'Handbook'] },
  { name: 'Sales', sub: ['Decks', 'Quotes', 'Leads'] },
  { name: 'Support', sub: ['Macros'] },
  { name: 'Archive', sub: ['2019', '2020', '2021', '2022'] },
  { name: 'Shared', sub: ['Templates'] },
  { name: 'Research', sub: ['Interviews', 'Surveys'] },
  { name: 'Operations', sub: ['Vendors', 'Travel'] },
];
const extensions = ['pdf', 'docx', 'png', 'xlsx', 'md'];

/** A folder tree: 12 top folders, each with sub-folders, each holding 2–6 files. */
export const files: FileNode[] = (() => {
  const result: FileNode[] = [];
  let counter = 0;
  const owner = () => ownersList[counter % ownersList.length];
  folderTree.forEach((top, topIndex) => {
    counter += 1;
    result.push({ id: top.name, name: top.name, kind: 'folder', owner: owner(), sizeKb: 0, path: [top.name] });
    (top.sub ?? []).forEach((sub, subIndex) => {
      counter += 1;
      const subPath = [top.name, sub];
      result.push({ id: subPath.join('/'), name: sub, kind: 'folder', owner: owner(), sizeKb: 0, path: subPath });
      const fileCount = 2 + ((topIndex * 3 + subIndex * 5) % 5);
      for (let f = 0; f < fileCount; f += 1) {
        counter += 1;
        const name = `${sub.toLowerCase()}-${f + 1}.${extensions[(topIndex + subIndex + f) % extensions.length]}`;
        const path = [...subPath, name];
        result.push({
          id: path.join('/'),
          name,
          kind: 'file',
          owner: owner(),
          sizeKb: 12 + ((counter * 131) % 4800),
          path,
        });
      }
    });
  });
  // Folder sizes are the sum of what they contain.
  for (let i = result.length - 1; i >= 0; i -= 1) {
    const node = result[i];
    if (node.kind === 'folder') {
      node.sizeKb = result
        .filter((other) => other.kind === 'file' && other.path.length > node.path.length)
        .filter((other) => node.path.every((segment, depth) => other.path[depth] === segment))
        .reduce((total, other) => total + other.sizeKb, 0);
    }
  }
  return result;
})();

// ---------------------------------------------------------------------------------------------
// Network simulation
// ---------------------------------------------------------------------------------------------

export interface CallOptions {
  /** Milliseconds before the promise settles (default 500). */
  delay?: number;
  /** When true, or when it returns true for these params, the call rejects. */
  fail?: boolean | ((params: GridGetRowsParams) => boolean);
}

export class FakeServerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FakeServerError';
  }
}

function respond<T>(params: GridGetRowsParams, options: CallOptions, compute: () => T): Promise<T> {
  const delay = options.delay ?? 500;
  const shouldFail = typeof options.fail === 'function' ? options.fail(params) : Boolean(options.fail);
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (shouldFail) {
        reject(new FakeServerError('The server did not answer (simulated 503).'));
        return;
      }
      resolve(compute());
    }, delay);
  });
}

// ---------------------------------------------------------------------------------------------
// Query helpers
// ---------------------------------------------------------------------------------------------

type Row = Record<string, unknown>;

function asNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

function matchesItem(row: Row, item: GridFilterItem): boolean {
  const cell = row[item.field];
  const value: unknown = item.value;
  switch (item.operator) {
    case 'isEmpty':
      return cell == null || cell === '';
    case 'isNotEmpty':
      return cell != null && cell !== '';
    default:
      break;
  }
  // An item without a value does not filter anything, like in the grid.
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return true;
  }
  const text = String(cell ?? '').toLowerCase();
  const needle = String(value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(needle);
    case 'doesNotContain':
      return !text.includes(needle);
    case 'equals':
    case 'is':
      return text === needle;
    case 'doesNotEqual':
    case 'not':
      return text !== needle;
    case 'startsWith':
      return text.startsWith(needle);
    case 'endsWith':
      return text.endsWith(needle);
    case 'isAnyOf':
      return Array.isArray(value) && value.some((entry) => String(entry).toLowerCase() === text);
    case '=':
      return asNumber(cell) === asNumber(value);
    case '!=':
      return asNumber(cell) !== asNumber(value);
    case '>':
      return asNumber(cell) > asNumber(value);
    case '>=':
      return asNumber(cell) >= asNumber(value);
    case '<':
      return asNumber(cell) < asNumber(value);
    case '<=':
      return asNumber(cell) <= asNumber(value);
    default:
      // Unknown operators are ignored rather than rejected.
      return true;
  }
}

/** Applies the filter items (AND or OR) and the quick filter words (AND) of a filter model. */
export function applyFilter<R extends Row>(
  rows: R[],
  filterModel: GridFilterModel | undefined,
  quickFields: string[],
): R[] {
  if (!filterModel) {
    return rows;
  }
  const items = filterModel.items ?? [];
  const words = (filterModel.quickFilterValues ?? [])
    .map((word) => String(word).toLowerCase())
    .filter((word) => word !== '');
  const useOr = filterModel.logicOperator === 'or';
  return rows.filter((row) => {
    if (items.length > 0) {
      const results = items.map((item) => matchesItem(row, item));
      const passes = useOr ? results.some(Boolean) : results.every(Boolean);
      if (!passes) {
        return false;
      }
    }
    if (words.length > 0) {
      const haystack = quickFields.map((field) => String(row[field] ?? '').toLowerCase()).join(' ');
      return words.every((word) => haystack.includes(word));
    }
    return true;
  });
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') {
    return a - b;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') {
    return Number(a) - Number(b);
  }
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** Sorts by every item of the sort model, in order. Ties keep the original order. */
export function applySort<R extends Row>(rows: R[], sortModel: GridSortModel | undefined): R[] {
  const items = (sortModel ?? []).filter((item) => item.sort);
  if (items.length === 0) {
    return rows;
  }
  return [...rows].sort((a, b) => {
    for (const item of items) {
      const result = compareValues(a[item.field], b[item.field]);
      if (result !== 0) {
        return item.sort === 'desc' ? -result : result;
      }
    }
    return 0;
  });
}

/**
 * The slice the grid asked for. `start` and `end` (inclusive) are always sent: with pagination
 * they match the current page, with lazy loading they are the range to fill. A string `start`
 * is a cursor, which this helper does not handle (see the cursor recipe).
 */
export function applyRange<R>(rows: R[], params: GridGetRowsParams): R[] {
  if (typeof params.start === 'number') {
    return rows.slice(params.start, params.end + 1);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Aggregation
// ---------------------------------------------------------------------------------------------

/** The aggregation functions this server knows, by the name the grid sends in `aggregationModel`. */
export const serverAggregations: Record<string, (values: number[]) => number> = {
  sum: (values) => values.reduce((total, value) => total + value, 0),
  avg: (values) => (values.length === 0 ? 0 : Math.round(values.reduce((t, v) => t + v, 0) / values.length)),
  min: (values) => (values.length === 0 ? 0 : Math.min(...values)),
  max: (values) => (values.length === 0 ? 0 : Math.max(...values)),
  size: (values) => values.length,
  // A 90th percentile: easy for a database, costly to compute on the client for millions of rows.
  p90: (values) => {
    if (values.length === 0) {
      return 0;
    }
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)];
  },
};

function aggregate(rows: Row[], model: Record<string, string> | undefined): Record<string, number> {
  const result: Record<string, number> = {};
  Object.entries(model ?? {}).forEach(([field, fn]) => {
    const compute = serverAggregations[fn];
    if (compute) {
      result[field] = compute(rows.map((row) => asNumber(row[field])).filter((value) => !Number.isNaN(value)));
    }
  });
  return result;
}

/**
 * Reads what the server put in a row for an aggregated field (pass as `getAggregatedValue`).
 * The values are numbers; the grid formats them with the column's formatter.
 */
export function readAggregate(row: GridValidRowModel, field: string) {
  const aggregates: GridValidRowModel = row.aggregates ?? {};
  return aggregates[field];
}

// ---------------------------------------------------------------------------------------------
// Endpoint: orders (flat, grouped, aggregated or pivoted)
// ---------------------------------------------------------------------------------------------

export interface GroupRow {
  id: string;
  /** The value shared by every row of the group; read by `getGroupKey`. */
  groupKey: string;
  /** How many children the group has on the server; read by `getChildrenCount`. */
  childrenCount: number;
  /** Aggregated values by field, when `aggregationModel` was sent. */
  aggregates: Record<string, number>;
  [field: string]: unknown;
}

export interface OrdersQueryOptions extends CallOptions {
  /** Number of rows in the table (default 1000). */
  size?: number;
  /** When false, `rowCount` is left out until the last row is reached (unknown count). */
  sendRowCount?: boolean;
}

export const PIVOT_KEY_SEPARATOR = ' · ';

/** Field name the server uses for one pivoted value: the column keys, then the value field. */
export function pivotFieldName(columnKeys: string[], valueField: string): string {
  return [...columnKeys, valueField].join(PIVOT_KEY_SEPARATOR);
}

interface PivotColumnNode {
  key: string;
  group: string;
  children?: PivotColumnNode[];
}

function buildPivot(rows: Row[], params: GridGetRowsParams) {
  const pivot = params.pivotModel;
  if (!pivot) {
    return undefined;
  }
  const columnFields = pivot.columns.map((column) => column.field);
  // Column paths that exist in the filtered data, sorted as the model asks.
  const paths = new Map<string, string[]>();
  rows.forEach((row) => {
    const path = columnFields.map((field) => String(row[field]));
    paths.set(path.join('\u0000'), path);
  });
  const sortedPaths = [...paths.values()].sort((a, b) => {
    for (let level = 0; level < a.length; level += 1) {
      const result = a[level].localeCompare(b[level], undefined, { numeric: true });
      if (result !== 0) {
        return pivot.columns[level].sort === 'desc' ? -result : result;
      }
    }
    return 0;
  });
  const roots: PivotColumnNode[] = [];
  sortedPaths.forEach((path) => {
    let level = roots;
    path.forEach((segment) => {
      let node = level.find((candidate) => candidate.key === segment);
      if (!node) {
        node = { key: segment, group: segment, children: [] };
        level.push(node);
      }
      level = node.children ?? [];
    });
  });
  const strip = (nodes: PivotColumnNode[]): PivotColumnNode[] =>
    nodes.map((node) =>
      node.children && node.children.length > 0
        ? { key: node.key, group: node.group, children: strip(node.children) }
        : { key: node.key, group: node.group },
    );

  const valuesFor = (subset: Row[]): Record<string, number> => {
    const result: Record<string, number> = {};
    sortedPaths.forEach((path) => {
      const inColumn = subset.filter((row) => columnFields.every((field, i) => String(row[field]) === path[i]));
      pivot.values.forEach((value) => {
        const compute = serverAggregations[value.aggFunc];
        if (compute) {
          result[pivotFieldName(path, value.field)] = compute(inColumn.map((row) => asNumber(row[value.field])));
        }
      });
    });
    return result;
  };
  return { pivotColumns: strip(roots), valuesFor };
}

function groupRowsAt(rows: Row[], params: GridGetRowsParams, groupFields: string[], depth: number) {
  const field = groupFields[depth];
  const buckets = new Map<string, Row[]>();
  rows.forEach((row) => {
    const key = String(row[field]);
    const bucket = buckets.get(key);
    if (bucket) {
      bucket.push(row);
    } else {
      buckets.set(key, [row]);
    }
  });
  const pivot = buildPivot(rows, params);
  const parentKeys = params.groupKeys ?? [];
  const aggregationModel = params.pivotModel ? undefined : params.aggregationModel;
  let groups: GroupRow[] = [...buckets.entries()].map(([key, members]) => {
    const childrenCount =
      depth + 1 < groupFields.length
        ? new Set(members.map((row) => String(row[groupFields[depth + 1]]))).size
        : members.length;
    return {
      id: `group:${[...parentKeys, key].join('/')}`,
      groupKey: key,
      [field]: members[0][field],
      childrenCount,
      aggregates: { ...aggregate(members, aggregationModel), ...(pivot ? pivot.valuesFor(members) : {}) },
    };
  });
  // Groups sort by their key unless the sort model names the grouped field or an aggregated field.
  groups.sort((a, b) => compareValues(a[field], b[field]));
  const sortItem = (params.sortModel ?? []).find(
    (item) => item.field === field || item.field in (groups[0]?.aggregates ?? {}),
  );
  if (sortItem?.sort) {
    const direction = sortItem.sort === 'desc' ? -1 : 1;
    groups = [...groups].sort((a, b) => {
      const left = sortItem.field === field ? a[field] : a.aggregates[sortItem.field];
      const right = sortItem.field === field ? b[field] : b.aggregates[sortItem.field];
      return compareValues(left, right) * direction;
    });
  }
  return groups;
}

const orderQuickFields = ['customer', 'product', 'category', 'region', 'rep'];

/**
 * The orders endpoint. Handles filtering, sorting, pagination (or `start`/`end` ranges),
 * row grouping (`groupFields` + `groupKeys`), aggregation (`aggregationModel`) and
 * pivoting (`pivotModel`).
 */
export function fetchOrders(params: GridGetRowsParams, options: OrdersQueryOptions = {}): Promise<GridGetRowsResponse> {
  return respond(params, options, () => {
    const all = getOrders(options.size) as unknown as Row[];
    const filtered = applyFilter(all, params.filterModel, orderQuickFields);
    const groupFields = params.pivotModel ? params.pivotModel.rows.map((row) => row.field) : (params.groupFields ?? []);
    const groupKeys = params.groupKeys ?? [];
    const isRoot = groupKeys.length === 0;
    const inGroup = filtered.filter((row) => groupKeys.every((key, depth) => String(row[groupFields[depth]]) === key));
    const aggregationModel = params.pivotModel ? undefined : params.aggregationModel;
    const pivot = isRoot ? buildPivot(filtered, params) : undefined;
    const response: GridGetRowsResponse = { rows: [] };

    if (groupKeys.length < groupFields.length) {
      const groups = groupRowsAt(inGroup, params, groupFields, groupKeys.length);
      // Only the top level is paginated; children come back whole.
      response.rows = isRoot ? applyRange(groups, params) : groups;
      if (isRoot) {
        response.rowCount = groups.length;
      }
    } else {
      const sorted = applySort(inGroup, params.sortModel);
      const page = isRoot ? applyRange(sorted, params) : sorted;
      response.rows = page.map((row) => ({ ...row, childrenCount: 0 }));
      if (isRoot) {
        const reachedEnd = params.end + 1 >= sorted.length;
        if (options.sendRowCount !== false || reachedEnd) {
          response.rowCount = sorted.length;
        }
      }
    }
    if (isRoot && (Object.keys(aggregationModel ?? {}).length > 0 || pivot)) {
      response.aggregateRow = {
        aggregates: { ...aggregate(filtered, aggregationModel), ...(pivot ? pivot.valuesFor(filtered) : {}) },
      };
    }
    if (pivot) {
      response.pivotColumns = pivot.pivotColumns;
    }
    return response;
  });
}

/** Saves an edited order. Rejects edits that set a negative unit count, like a validating API. */
export function saveOrder(updated: GridValidRowModel, options: { delay?: number; size?: number } = {}): Promise<Order> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const table = getOrders(options.size);
      const index = table.findIndex((order) => order.id === updated.id);
      if (index === -1) {
        reject(new FakeServerError(`Order ${String(updated.id)} does not exist.`));
        return;
      }
      const units = Number(updated.units);
      if (!Number.isFinite(units) || units < 0) {
        reject(new FakeServerError('Units must be zero or more.'));
        return;
      }
      const saved: Order = { ...table[index], ...updated, units, revenue: units * table[index].unitPrice };
      table[index] = saved;
      resolve(saved);
    }, options.delay ?? 500);
  });
}

// ---------------------------------------------------------------------------------------------
// Endpoint: files (tree data)
// ---------------------------------------------------------------------------------------------

export interface FileRow extends FileNode {
  childrenCount: number;
}

/**
 * The files endpoint for tree data. `groupKeys` is the path of the folder to list
 * (empty for the top level). Sorting and filtering apply inside the folder; only the top level is
 * paginated, and only the top level reports a `rowCount`.
 */
export function fetchFiles(params: GridGetRowsParams, options: CallOptions = {}): Promise<GridGetRowsResponse> {
  return respond(params, options, () => {
    const parent = params.groupKeys ?? [];
    const children = files.filter(
      (node) => node.path.length === parent.length + 1 && parent.every((segment, i) => node.path[i] === segment),
    );
    const withCounts: FileRow[] = children.map((node) => ({
      ...node,
      childrenCount: files.filter(
        (other) =>
          other.path.length === node.path.length + 1 && node.path.every((segment, i) => other.path[i] === segment),
      ).length,
    }));
    const filtered = applyFilter(withCounts as unknown as Row[], params.filterModel, ['name', 'owner']);
    const sorted = applySort(filtered, params.sortModel) as unknown as FileRow[];
    if (parent.length === 0) {
      return { rows: applyRange(sorted, params), rowCount: sorted.length };
    }
    return { rows: sorted };
  });
}

// ---------------------------------------------------------------------------------------------
// Endpoint: orders by cursor (no total count, like many feed APIs)
// ---------------------------------------------------------------------------------------------

export interface CursorPage {
  rows: Order[];
  /** Opaque token for the next page, or null after the last one. */
  nextCursor: string | null;
}

const encodeCursor = (index: number) => `c_${(index * 7919).toString(36)}`;
const decodeCursor = (cursor: string) => parseInt(cursor.slice(2), 36) / 7919;

/**
 * A cursor-based endpoint: pass the cursor of the previous answer (none for the first page)
 * and a limit. It never tells how many rows exist in total.
 */
export function fetchOrdersAfter(
  cursor: string | null | undefined,
  limit: number,
  options: { delay?: number; size?: number } = {},
): Promise<CursorPage> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const table = getOrders(options.size ?? 95);
      const start = cursor ? decodeCursor(cursor) : 0;
      if (!Number.isInteger(start) || start < 0) {
        reject(new FakeServerError('Invalid cursor.'));
        return;
      }
      const rows = table.slice(start, start + limit);
      const next = start + rows.length;
      resolve({ rows, nextCursor: next < table.length ? encodeCursor(next) : null });
    }, options.delay ?? 500);
  });
}
