import fs from 'node:fs';
import path from 'node:path';
import { CODE_STYLINGS } from '../code/codePreferences';
import { highlight } from '../code/highlight';
import { variantModuleId } from './demoLayout';
import type { DemoInfo } from './types';

const DATA_DIR = path.join(process.cwd(), 'data');

/** Build time: what a page needs to know about a demo, from its files in `data/`. */
export function loadDemoInfo(id: string, dataDir: string = DATA_DIR): DemoInfo {
  const info: DemoInfo = { id, name: id.slice(id.lastIndexOf('/') + 1), variants: {} };
  for (const styling of CODE_STYLINGS) {
    const moduleId = variantModuleId(id, styling);
    const file = path.join(dataDir, `${moduleId}.tsx`);
    if (!fs.existsSync(file)) {
      continue;
    }
    const previewFile = `${file}.preview`;
    const previewHtml = fs.existsSync(previewFile) ? highlight(fs.readFileSync(previewFile, 'utf8'), 'tsx') : null;
    info.variants[styling] = { moduleId, previewHtml };
  }
  if (!info.variants['MUI System']) {
    throw new Error(`The demo data/${id}.tsx does not exist.`);
  }
  return info;
}
