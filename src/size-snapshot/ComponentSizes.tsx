import { useId, useMemo, useState } from 'react';
import styles from './ComponentSizes.module.css';
import { formatBytes, INITIAL_SIZE_TABLE, sizeRowId, sizeTableRows, sortedBy, type SizeColumn } from './sizeTable';
import type { SizeSnapshotSummary } from './sizeSnapshotPage';
import type { ComponentSize } from './types';

const COLUMNS: Array<{ column: SizeColumn; label: string }> = [
  { column: 'name', label: 'Export' },
  { column: 'packageName', label: 'Package' },
  { column: 'minified', label: 'Minified' },
  { column: 'gzip', label: 'Gzip' },
];

interface ComponentSizesProps {
  sizes: ComponentSize[];
  summary: SizeSnapshotSummary;
}

/** The sizes of every component and hook: a table sorted by a click on a header, filtered by name and package. */
export function ComponentSizes({ sizes, summary }: ComponentSizesProps) {
  const [state, setState] = useState(INITIAL_SIZE_TABLE);
  const rows = useMemo(() => sizeTableRows(sizes, state), [sizes, state]);
  const packages = useMemo(() => [...new Set(sizes.map((size) => size.packageName))], [sizes]);
  const id = useId();
  return (
    <section aria-labelledby="component-sizes">
      <h2 id="component-sizes">Component sizes</h2>
      <p>
        What an app adds to its bundle when it imports only one component or hook: {sizes.length} exports of the{' '}
        {packages.length} MUI X packages, each bundled alone with {summary.bundler} (minified, production build), then
        gzipped. Left out, as the peers an app already has: {summary.external.join(', ')}; and what a package loads only
        on use with <code>import()</code>. Versions: {summary.packageVersions}.{' '}
        <a href="/size-snapshot.json">The same figures as JSON</a>.
      </p>
      <div className={styles.filters} data-pagefind-ignore="all">
        <label htmlFor={`${id}-query`}>Name</label>
        <input
          id={`${id}-query`}
          type="search"
          value={state.query}
          onChange={(event) => setState({ ...state, query: event.target.value })}
        />
        <label htmlFor={`${id}-package`}>Package</label>
        <select
          id={`${id}-package`}
          value={state.packageName}
          onChange={(event) => setState({ ...state, packageName: event.target.value })}
        >
          <option value="">All packages</option>
          {packages.map((packageName) => (
            <option key={packageName} value={packageName}>
              {packageName}
            </option>
          ))}
        </select>
        <output aria-live="polite">
          {rows.length} of {sizes.length}
        </output>
      </div>
      <div className="table-wrapper" tabIndex={0} data-pagefind-ignore="all">
        <table>
          <thead>
            <tr>
              {COLUMNS.map(({ column, label }) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={state.sortBy === column ? (state.descending ? 'descending' : 'ascending') : undefined}
                >
                  <button type="button" className={styles.sortButton} onClick={() => setState(sortedBy(state, column))}>
                    {label}
                    {state.sortBy === column ? (state.descending ? ' ↓' : ' ↑') : ''}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((size) => (
              <SizeRow key={sizeRowId(size)} size={size} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** One export's row: its name (hooks marked), package and sizes, the bytes kept for sorting checks. */
function SizeRow({ size }: { size: ComponentSize }) {
  return (
    <tr id={sizeRowId(size)}>
      <td>
        <code>{size.name}</code>
        {size.kind === 'hook' ? ' (hook)' : ''}
      </td>
      <td className={styles.package}>
        <code>{size.packageName}</code>
      </td>
      <td className={styles.number} data-bytes={size.minified}>
        {formatBytes(size.minified)}
      </td>
      <td className={styles.number} data-bytes={size.gzip}>
        {formatBytes(size.gzip)}
      </td>
    </tr>
  );
}
