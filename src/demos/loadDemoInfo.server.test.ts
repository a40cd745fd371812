import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { variantModuleId } from './demoLayout';
import { loadDemoInfo } from './loadDemoInfo.server';

describe('loadDemoInfo', () => {
  let dataDir: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, file), content);
  };

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-info-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the stylings that have a file, with their highlighted previews', () => {
    write('charts/bars/SalesBars.tsx', 'export default function SalesBars() {}');
    write('charts/bars/SalesBars.tsx.preview', '<BarChart height={300} />\n');
    write('charts/bars/tailwind/SalesBars.tsx', 'export default function SalesBars() {}');
    const info = loadDemoInfo('charts/bars/SalesBars', dataDir);
    expect(info.id).toBe('charts/bars/SalesBars');
    expect(info.name).toBe('SalesBars');
    expect(Object.keys(info.variants)).toEqual(['MUI System', 'Tailwind']);
    expect(info.variants['MUI System']!.moduleId).toBe('charts/bars/SalesBars');
    expect(info.variants['MUI System']!.previewHtml).toContain('BarChart');
    expect(info.variants['MUI System']!.previewHtml).toContain('class="token');
    expect(info.variants.Tailwind).toEqual({ moduleId: 'charts/bars/tailwind/SalesBars', previewHtml: null });
  });

  it('fails for a demo without its main file', () => {
    expect(() => loadDemoInfo('charts/bars/Missing', dataDir)).toThrow('data/charts/bars/Missing.tsx does not exist');
  });
});

describe('variantModuleId', () => {
  it('puts Tailwind and CSS variants in their folder beside the demo', () => {
    expect(variantModuleId('data-grid/style/Striped', 'MUI System')).toBe('data-grid/style/Striped');
    expect(variantModuleId('data-grid/style/Striped', 'Tailwind')).toBe('data-grid/style/tailwind/Striped');
    expect(variantModuleId('data-grid/style/Striped', 'CSS')).toBe('data-grid/style/css/Striped');
  });
});
