// Build time: which files make up a demo, per styling and code variant, read from data/. Shared by
// the demo registry (scripts/generate-demo-registry.mts) and the Markdown export
// (scripts/generate-markdown.mts), so both show the same files.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CodeStyling } from '../code/codePreferences';
import { STYLING_FOLDERS } from './demoLayout';
import type { DemoSourceFiles, SourceFile } from './types';

/** A product's data helpers shared by its demos: `data/<product>/shared/`. */
function sharedFolderOf(demoFile: string): string | null {
  const match = /^(.*?\/data\/[^/]+)\//.exec(demoFile);
  return match ? path.join(match[1], 'shared') : null;
}

/** `./rows` beside `dir` → the file it names, trying the extensions a demo may use. */
function resolveRelative(dir: string, specifier: string, extensions: string[], importer: string): string {
  const base = path.join(dir, specifier);
  const candidates = [base, ...extensions.map((extension) => `${base}${extension}`)];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) {
    throw new Error(`${importer}: cannot find the file "${specifier}" (is its generated .js twin missing?).`);
  }
  return found;
}

const isInside = (file: string, folder: string) => file.startsWith(folder + path.sep);

/**
 * The main file and every file it imports relatively, recursively, main file first. A demo
 * imports files of its own folder, or of its product's shared folder: those are shown (and put in
 * a sandbox) as `shared/<name>`, and the import that names them is rewritten to match, so the
 * files a reader copies work side by side.
 */
function collectFiles(mainFile: string, extensions: string[]): SourceFile[] {
  const dir = path.dirname(mainFile);
  const shared = sharedFolderOf(mainFile);
  const shownPath = (file: string) =>
    shared && isInside(file, shared) ? `shared/${path.relative(shared, file)}` : path.relative(dir, file);
  const seen = new Set<string>();
  const files: SourceFile[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!fs.existsSync(file)) {
      throw new Error(`${path.relative(process.cwd(), file)} is missing: run \`npm run demo-files\`.`);
    }
    const importer = path.relative(process.cwd(), file);
    let code = fs.readFileSync(file, 'utf8');
    const imported: string[] = [];
    if (/\.[jt]sx?$/.test(file)) {
      for (const { fileName } of ts.preProcessFile(code, true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = resolveRelative(path.dirname(file), fileName, extensions, importer);
        if (!isInside(target, dir) && !(shared && isInside(target, shared))) {
          throw new Error(
            `${importer}: a demo imports only files in its own folder or its product's shared folder, not "${fileName}".`,
          );
        }
        const relative = path.relative(path.dirname(shownPath(file)), shownPath(target)).replace(/\.[jt]sx?$/, '');
        const specifier = relative.startsWith('..') ? relative : `./${relative}`;
        if (specifier !== fileName) code = code.replaceAll(`'${fileName}'`, `'${specifier}'`);
        imported.push(target);
      }
    }
    files.push({ path: shownPath(file), code });
    imported.forEach(visit);
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
