import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoSourceFiles } from './demoSourceFiles.server';

/** Writes `files` (path → code) under a fresh temporary `data/` folder and returns its path. */
function fixture(files: Record<string, string>): string {
  const data = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-sources-')), 'data');
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(data, file)), { recursive: true });
    fs.writeFileSync(path.join(data, file), code);
  }
  return data;
}

describe('demoSourceFiles', () => {
  it("shows a file of the product's shared folder as shared/<name> and rewrites the import to match", () => {
    const data = fixture({
      'grid/sorting/SortDemo.tsx': "import { rows } from '../shared/rows';\nexport default rows;\n",
      'grid/sorting/SortDemo.js': "import { rows } from '../shared/rows';\nexport default rows;\n",
      'grid/shared/rows.ts': "import { seed } from './seed';\nexport const rows = seed;\n",
      'grid/shared/rows.js': "import { seed } from './seed';\nexport const rows = seed;\n",
      'grid/shared/seed.ts': 'export const seed = [];\n',
      'grid/shared/seed.js': 'export const seed = [];\n',
    });
    const { TS } = demoSourceFiles(path.join(data, 'grid/sorting/SortDemo.tsx'))['MUI System']!;
    expect(TS.map((file) => file.path)).toEqual(['SortDemo.tsx', 'shared/rows.ts', 'shared/seed.ts']);
    expect(TS[0].code).toContain("from './shared/rows'");
    expect(TS[1].code).toContain("from './seed'");
  });

  it('keeps files of the demo folder as they are', () => {
    const data = fixture({
      'grid/editing/EditDemo.tsx': "import { rows } from './rows';\nexport default rows;\n",
      'grid/editing/EditDemo.js': "import { rows } from './rows';\nexport default rows;\n",
      'grid/editing/rows.ts': 'export const rows = [];\n',
      'grid/editing/rows.js': 'export const rows = [];\n',
    });
    const { JS } = demoSourceFiles(path.join(data, 'grid/editing/EditDemo.tsx'))['MUI System']!;
    expect(JS).toEqual([
      { path: 'EditDemo.js', code: "import { rows } from './rows';\nexport default rows;\n" },
      { path: 'rows.js', code: 'export const rows = [];\n' },
    ]);
  });

  it("refuses a file of another feature's folder, naming the importer", () => {
    const data = fixture({
      'grid/export/ExportDemo.tsx': "import { rows } from '../sorting/rows';\nexport default rows;\n",
      'grid/sorting/rows.ts': 'export const rows = [];\n',
    });
    expect(() => demoSourceFiles(path.join(data, 'grid/export/ExportDemo.tsx'))).toThrow(
      /ExportDemo\.tsx: a demo imports only files in its own folder or its product's shared folder, not "\.\.\/sorting\/rows"/,
    );
  });
});
