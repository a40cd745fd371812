import { decompressFromBase64 } from 'lz-string';
import { codeSandboxFormFields } from './codeSandbox';
import { createSandboxProject, type SandboxOptions } from './createSandboxProject';
import { toStackBlitzProject } from './stackBlitz';

const VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@mui/material': '7.3.11',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/x-data-grid': '8.29.3',
  tailwindcss: '4.3.5',
  typescript: '6.0.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
};

const TS_FILES = [
  {
    path: 'StripedGrid.tsx',
    code: [
      "import * as React from 'react';",
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
      "import { rows } from './rows';",
      '',
      'const columns: GridColDef[] = [];',
      'export default function StripedGrid() {',
      '  return <DataGrid rows={rows} columns={columns} />;',
      '}',
      '',
    ].join('\n'),
  },
  { path: 'rows.ts', code: 'export const rows = [{ id: 1 }];\n' },
];

const JS_FILES = [
  {
    path: 'StripedGrid.js',
    code: TS_FILES[0].code.replace(', type GridColDef', '').replace(': GridColDef[]', ''),
  },
  { path: 'rows.js', code: TS_FILES[1].code },
];

const base: Omit<SandboxOptions, 'codeVariant' | 'files'> = {
  name: 'StripedGrid',
  title: 'Striped rows <Data Grid>',
  description: 'A demo of the MUI X documentation.',
  codeStyling: 'MUI System',
  versions: VERSIONS,
};

describe('createSandboxProject', () => {
  it('builds a TypeScript project: demo files, entry, index.html, package.json', () => {
    const project = createSandboxProject({ ...base, codeVariant: 'TS', files: TS_FILES });
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/StripedGrid.tsx',
      'src/main.tsx',
      'src/rows.ts',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(project.files['src/StripedGrid.tsx']).toBe(TS_FILES[0].code);
    expect(project.files['src/rows.ts']).toBe(TS_FILES[1].code);
    expect(project.openFile).toBe('src/StripedGrid.tsx');
    expect(project.files['src/main.tsx']).toContain("import StripedGrid from './StripedGrid';");
    expect(project.files['src/main.tsx']).toContain("document.getElementById('root')!");
    expect(project.files['src/main.tsx']).toContain('<StyledEngineProvider injectFirst>');
    expect(project.files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
    // The title is text in index.html, never markup.
    expect(project.files['index.html']).toContain('<title>Striped rows &lt;Data Grid&gt;</title>');

    const packageJson = JSON.parse(project.files['package.json']);
    expect(packageJson.dependencies).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.1',
      '@mui/material': '^7.3.11',
      '@mui/x-data-grid': '8.29.3',
      react: '^19.3.1',
      'react-dom': '^19.3.1',
    });
    expect(packageJson.devDependencies).toMatchObject({
      typescript: '^6.0.3',
      '@types/react': '^19.3.0',
      vite: expect.any(String),
      '@vitejs/plugin-react': expect.any(String),
    });
    expect(packageJson.scripts.dev).toBe('vite');
    expect(packageJson.name).toBe('striped-rows-data-grid');
    expect(project.dependencies).toEqual(packageJson.dependencies);
  });

  it('builds a JavaScript project with .jsx files and no TypeScript', () => {
    const project = createSandboxProject({ ...base, codeVariant: 'JS', files: JS_FILES });
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/StripedGrid.jsx',
      'src/main.jsx',
      'src/rows.jsx',
      'vite.config.js',
    ]);
    expect(project.openFile).toBe('src/StripedGrid.jsx');
    expect(project.files['src/main.jsx']).toContain("document.getElementById('root'))");
    expect(project.files['src/main.jsx']).not.toContain('!');
    const packageJson = JSON.parse(project.files['package.json']);
    expect(packageJson.devDependencies).not.toHaveProperty('typescript');
    expect(packageJson.dependencies['@mui/x-data-grid']).toBe('8.29.3');
  });

  it('sets up Tailwind for the Tailwind styling, with MUI in a lower CSS layer', () => {
    const project = createSandboxProject({ ...base, codeVariant: 'TS', codeStyling: 'Tailwind', files: TS_FILES });
    expect(project.files['src/index.css']).toContain("@import 'tailwindcss';");
    expect(project.files['src/main.tsx']).toContain("import './index.css';");
    expect(project.files['src/main.tsx']).toContain('<StyledEngineProvider enableCssLayer>');
    expect(project.files['vite.config.ts']).toContain('tailwindcss()');
    expect(project.devDependencies).toMatchObject({ tailwindcss: '^4.3.5', '@tailwindcss/vite': '^4.3.5' });
  });

  it('does not wrap a demo that uses no MUI package in the MUI style provider', () => {
    const files = [{ path: 'Plain.js', code: 'export default function Plain() {\n  return <p>Hi</p>;\n}\n' }];
    const project = createSandboxProject({ ...base, name: 'Plain', codeVariant: 'JS', files });
    expect(project.files['src/main.jsx']).not.toContain('StyledEngineProvider');
    expect(project.dependencies).toEqual({ react: '^19.3.1', 'react-dom': '^19.3.1' });
  });

  it('refuses a demo without files', () => {
    expect(() => createSandboxProject({ ...base, codeVariant: 'TS', files: [] })).toThrow('has no files');
  });
});

describe('sandbox services', () => {
  const project = createSandboxProject({ ...base, codeVariant: 'TS', files: TS_FILES });

  it('gives CodeSandbox every file, compressed with lz-string in URL-safe base64', () => {
    const fields = codeSandboxFormFields(project);
    expect(fields.parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fields.query).toBe('file=/src/StripedGrid.tsx');
    const base64 = fields.parameters.replace(/-/g, '+').replace(/_/g, '/');
    const decoded = JSON.parse(decompressFromBase64(base64)!);
    expect(Object.keys(decoded.files).sort()).toEqual(Object.keys(project.files).sort());
    expect(decoded.files['src/StripedGrid.tsx'].content).toBe(TS_FILES[0].code);
  });

  it('gives StackBlitz a Node project with the same files', () => {
    const stackBlitz = toStackBlitzProject(project);
    expect(stackBlitz.template).toBe('node');
    expect(stackBlitz.files).toEqual(project.files);
    expect(stackBlitz.title).toBe(project.title);
  });
});
