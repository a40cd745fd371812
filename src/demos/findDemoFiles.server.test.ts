import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findDemoModules, findDemoSources } from './findDemoFiles.server';

const FILES = [
  'pages.ts',
  'versions.ts',
  'charts/pages.ts',
  'charts/bars/BasicBars.tsx',
  'charts/bars/BasicBars.js',
  'charts/bars/barData.ts',
  'charts/bars/tailwind/BasicBars.tsx',
  'charts/bars/css/BasicBars.tsx',
  'charts/bars/css/BasicBars.module.css',
  'charts/bars/helpers.test.ts',
  'charts/bars/types.d.ts',
];

let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
  for (const file of FILES) {
    fs.mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, file), '');
  }
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const relative = (files: string[]) => files.map((file) => path.relative(dataDir, file).replace(/\\/g, '/'));

describe('the walk over the demo files', () => {
  it('finds the demo modules with their styling variants, or without', () => {
    expect(relative(findDemoModules(dataDir, { variants: true }))).toEqual([
      'charts/bars/BasicBars.tsx',
      'charts/bars/css/BasicBars.tsx',
      'charts/bars/tailwind/BasicBars.tsx',
    ]);
    expect(relative(findDemoModules(dataDir, { variants: false }))).toEqual(['charts/bars/BasicBars.tsx']);
  });

  it('finds every TypeScript source of the demos but not the site configuration, tests or declarations', () => {
    expect(relative(findDemoSources(dataDir))).toEqual([
      'charts/bars/BasicBars.tsx',
      'charts/bars/barData.ts',
      'charts/bars/css/BasicBars.tsx',
      'charts/bars/tailwind/BasicBars.tsx',
    ]);
  });
});
