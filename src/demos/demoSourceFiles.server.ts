// Build time: which files make up a demo, per styling and code variant, read from data/. Shared by
// the demo registry (scripts/generate-demo-registry.mts) and the Markdown export
// (scripts/generate-markdown.mts), so both show the same files.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CodeStyling } from '../code/codePreferences';
import { STYLING_FOLDERS } from './demoLayout';
import type { DemoSourceFiles, SourceFile } from './types';

/** `./rows` beside `dir` → the file it names, trying the extensions a demo may use. */
function resolveRelative(dir: string, specifier: string, extensions: string[], importer: string): string {
  if (specifier.startsWith('..') || specifier.startsWith('/')) {
    throw new Error(`${importer}: a demo imports only files in its own folder, not "${specifier}".`);
  }
  const base = path.join(dir, specifier);
  const candidates = [base, ...extensions.map((extension) => `${base}${extension}`)];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) {
    throw new Error(`${importer}: cannot find the file "${specifier}" (is its generated .js twin missing?).`);
  }
  return found;
}

/** The main file and every file it imports relatively, recursively, main file first. */
function collectFiles(mainFile: string, extensions: string[]): SourceFile[] {
  const dir = path.dirname(mainFile);
  const seen = new Set<string>();
  const files: SourceFile[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!fs.existsSync(file)) {
      throw new Error(`${path.relative(process.cwd(), file)} is missing: run \`npm run demo-files\`.`);
    }
    const code = fs.readFileSync(file, 'utf8');
    files.push({ path: path.relative(dir, file).replace(/\\/g, '/'), code });
    if (!/\.[jt]sx?$/.test(file)) return;
    for (const { fileName } of ts.preProcessFile(code, true, true).importedFiles) {
      if (fileName.startsWith('.')) {
        visit(resolveRelative(path.dirname(file), fileName, extensions, path.relative(process.cwd(), file)));
      }
    }
  };
  visit(mainFile);
  return files;
}

/** Every file of every styling of the demo whose main file is `mainFile` (`…/SortGrid.tsx`). */
export function demoSourceFiles(mainFile: string): DemoSourceFiles {
  const name = path.basename(mainFile, '.tsx');
  const dir = path.dirname(mainFile);
  const sources: DemoSourceFiles = {};
  for (const [styling, folder] of Object.entries(STYLING_FOLDERS) as Array<[CodeStyling, string]>) {
    const tsFile = path.join(dir, folder, `${name}.tsx`);
    if (!fs.existsSync(tsFile)) continue;
    sources[styling] = {
      TS: collectFiles(tsFile, ['.tsx', '.ts']),
      JS: collectFiles(tsFile.replace(/\.tsx$/, '.js'), ['.js']),
    };
  }
  return sources;
}
