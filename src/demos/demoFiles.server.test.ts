import { demoPreview, MAX_PREVIEW_LINES, transpileDemo } from './demoFiles.server';

const DEMO = `import * as React from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataGrid, GridRowsProp } from '@mui/x-data-grid';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [{ id: 1, name: 'Ada' }];
const columns: GridColDef<Row>[] = [{ field: 'name' }];

// The demo itself.
export default function NamesGrid() {
  const [count, setCount] = React.useState<number>(0);

  const increment = (event: React.MouseEvent<HTMLButtonElement>) => {
    setCount((value) => value + 1);
  };

  return (
    <div style={{ height: 300 }}>
      <button onClick={increment}>{count}</button>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
`;

describe('transpileDemo', () => {
  const js = transpileDemo(DEMO, 'NamesGrid.tsx');

  it('erases types, type-only imports and unused type imports', () => {
    expect(js).not.toMatch(/interface|GridColDef|GridRowsProp|: Row|<number>|React\.MouseEvent/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain('React.useState(0)');
  });

  it('keeps JSX and comments', () => {
    expect(js).toContain('<DataGrid rows={rows} columns={columns}/>');
    expect(js).toContain('// The demo itself.');
  });

  it('keeps the blank lines between statements', () => {
    expect(js).toContain("from '@mui/x-data-grid';\n\nconst rows");
    expect(js).toContain('React.useState(0);\n\n    const increment');
    expect(js).toContain('};\n\n    return (');
    expect(js).not.toContain('__demo_blank_line__');
  });
});

describe('demoPreview', () => {
  it('is the returned JSX, dedented', () => {
    expect(demoPreview(DEMO, 'NamesGrid.tsx')).toBe(
      [
        '<div style={{ height: 300 }}>',
        '  <button onClick={increment}>{count}</button>',
        '  <DataGrid rows={rows} columns={columns} />',
        '</div>',
        '',
      ].join('\n'),
    );
  });

  it('follows a component exported by name', () => {
    const source = 'function Named() {\n  return <p>Hi</p>;\n}\n\nexport default Named;\n';
    expect(demoPreview(source, 'Named.tsx')).toBe('<p>Hi</p>\n');
  });

  it('is null when the JSX is longer than the limit', () => {
    const items = Array.from({ length: MAX_PREVIEW_LINES }, (_, index) => `      <li>${index}</li>`).join('\n');
    const source = `export default function Long() {\n  return (\n    <ul>\n${items}\n    </ul>\n  );\n}\n`;
    expect(demoPreview(source, 'Long.tsx')).toBeNull();
  });

  it('is null when the component does not return JSX', () => {
    expect(demoPreview('export default function Empty() {\n  return null;\n}\n', 'Empty.tsx')).toBeNull();
    expect(demoPreview('export const rows = [];\n', 'rows.ts')).toBeNull();
  });
});
