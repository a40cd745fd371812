import { DATE_ADAPTER_LIBRARIES, dateLibraryOfAdapter, inferDependencies, sandboxVersion } from './inferDependencies';

const VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@mui/material': '7.3.11',
  '@mui/icons-material': '7.3.11',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/x-data-grid': '8.29.3',
  '@mui/x-data-grid-pro': '8.29.3',
  '@mui/x-date-pickers': '8.29.3',
  '@mui/x-date-pickers-pro': '8.29.3',
  dayjs: '1.11.23',
};

const file = (code: string) => ({ path: 'Demo.tsx', code });

describe('inferDependencies', () => {
  it('always adds React 19 and nothing else for a file without imports', () => {
    expect(inferDependencies([file('export default function Demo() { return null; }')], VERSIONS)).toEqual({
      react: '^19.3.1',
      'react-dom': '^19.3.1',
    });
  });

  it('adds the MUI and emotion packages and the exact X version for an X import', () => {
    const dependencies = inferDependencies(
      [file("import * as React from 'react';\nimport { DataGrid } from '@mui/x-data-grid';\n")],
      VERSIONS,
    );
    expect(dependencies).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.1',
      '@mui/material': '^7.3.11',
      '@mui/x-data-grid': '8.29.3',
      react: '^19.3.1',
      'react-dom': '^19.3.1',
    });
  });

  it('reduces deep imports to their package', () => {
    const dependencies = inferDependencies(
      [file("import Box from '@mui/material/Box';\nimport DeleteIcon from '@mui/icons-material/Delete';\n")],
      VERSIONS,
    );
    expect(Object.keys(dependencies)).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/icons-material',
      '@mui/material',
      'react',
      'react-dom',
    ]);
  });

  it.each([
    ['AdapterDayjs', 'dayjs'],
    ['AdapterDateFns', 'date-fns'],
    ['AdapterLuxon', 'luxon'],
    ['AdapterMoment', 'moment'],
    ['AdapterDateFnsJalali', 'date-fns-jalali'],
    ['AdapterMomentJalaali', 'moment-jalaali'],
    ['AdapterMomentHijri', 'moment-hijri'],
  ])('maps %s to its date library %s', (adapter, library) => {
    const dependencies = inferDependencies(
      [file(`import { ${adapter} } from '@mui/x-date-pickers/${adapter}';`)],
      VERSIONS,
    );
    expect(dependencies).toHaveProperty([library]);
    expect(dependencies['@mui/x-date-pickers']).toBe('8.29.3');
  });

  it('knows every adapter it lists, also when imported from the pro package', () => {
    for (const [adapter, library] of Object.entries(DATE_ADAPTER_LIBRARIES)) {
      const dependencies = inferDependencies(
        [file(`import { ${adapter} } from '@mui/x-date-pickers-pro/${adapter}';`)],
        VERSIONS,
      );
      expect(dependencies[library.name]).toBe(library.version ?? sandboxVersion(library.name, VERSIONS));
    }
  });

  it('uses the site version of a date library it has, and the latest of one it has not', () => {
    expect(
      inferDependencies([file("import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';")], VERSIONS).dayjs,
    ).toBe('^1.11.23');
    expect(
      inferDependencies([file("import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';")], VERSIONS).luxon,
    ).toBe('latest');
  });

  it('throws for an adapter with no known package', () => {
    expect(() =>
      inferDependencies([file("import { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';")], VERSIONS),
    ).toThrow('Cannot determine the npm package for the adapter "AdapterTemporal".');
    expect(() => dateLibraryOfAdapter('AdapterFoo')).toThrow(/^Cannot determine the npm package for the adapter/);
  });

  it('ignores relative imports, including CSS modules', () => {
    const dependencies = inferDependencies(
      [
        file(
          "import { rows } from './data';\nimport styles from './Demo.module.css';\nimport { helper } from '../shared/helper';\n",
        ),
      ],
      VERSIONS,
    );
    expect(Object.keys(dependencies)).toEqual(['react', 'react-dom']);
  });

  it('drops type-only imports and keeps imports that mix types and values', () => {
    const code = [
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import { type Dayjs } from 'dayjs';",
      "import { type TreeViewBaseItem, type TreeViewItemId } from '@mui/x-tree-view/models';",
      "export type { PieSeries } from '@mui/x-charts';",
      "import { type SxProps, Box } from '@mui/system';",
    ].join('\n');
    expect(inferDependencies([file(code)], VERSIONS)).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.1',
      '@mui/material': '^7.3.11',
      '@mui/system': 'latest',
      react: '^19.3.1',
      'react-dom': '^19.3.1',
    });
  });

  it('reads imports of every file, multi-line ones and side-effect ones', () => {
    const files = [
      file("import {\n  DataGridPro,\n  useGridApiRef,\n} from '@mui/x-data-grid-pro';\n"),
      { path: 'data.ts', code: "import 'dayjs/locale/fr';\nexport const rows = [{ id: 1, from: 'x' }];\n" },
    ];
    expect(inferDependencies(files, VERSIONS)).toMatchObject({
      '@mui/x-data-grid-pro': '8.29.3',
      dayjs: '^1.11.23',
    });
  });

  it('does not take code that merely mentions "from" for an import', () => {
    const code = "export const rows = [{ id: 1, city: 'from' }];\n// import x from 'not-a-package'\n";
    expect(Object.keys(inferDependencies([file(code)], VERSIONS))).toEqual(['react', 'react-dom']);
  });
});
