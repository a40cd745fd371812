// Writes, beside each demo source data/**/Name.tsx, its JavaScript twin Name.js (types erased,
// formatted with Prettier) and Name.tsx.preview (the JSX it renders) when that JSX is short.
// Helper modules (data/**/name.ts) get their .js twin too. Run with --check (CI, `npm run lint`)
// to fail when a generated file is missing or stale instead of writing it.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { demoPreview, transpileDemo } from '../src/demos/demoFiles.server';
import { findDemoSources } from '../src/demos/findDemoFiles.server';

const root = process.cwd();
const dataDir = path.join(root, 'data');
const check = process.argv.includes('--check');
// Folders given on the command line (`data/charts/axis`) limit the run to them; none means all of data/.
const only = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => path.resolve(root, arg));
const isSelected = (file: string) => only.length === 0 || only.some((folder) => file.startsWith(folder + path.sep));

async function expectedFiles(sourcePath: string): Promise<Array<{ path: string; content: string | null }>> {
  const source = fs.readFileSync(sourcePath, 'utf8');
  const fileName = path.basename(sourcePath);
  const jsPath = sourcePath.replace(/\.tsx?$/, '.js');
  const options = { ...(await prettier.resolveConfig(jsPath)), filepath: jsPath };
  const files: Array<{ path: string; content: string | null }> = [
    { path: jsPath, content: await prettier.format(transpileDemo(source, fileName), options) },
  ];
  if (/^[A-Z].*\.tsx$/.test(fileName)) {
    files.push({ path: `${sourcePath}.preview`, content: demoPreview(source, fileName) });
  }
  return files;
}

const problems: string[] = [];
let written = 0;
for (const sourcePath of findDemoSources(dataDir).filter(isSelected)) {
  for (const file of await expectedFiles(sourcePath)) {
    const current = fs.existsSync(file.path) ? fs.readFileSync(file.path, 'utf8') : null;
    if (current === file.content) {
      continue;
    }
    const relative = path.relative(root, file.path);
    if (check) {
      problems.push(file.content === null ? `${relative} should not exist` : `${relative} is missing or stale`);
    } else if (file.content === null) {
      fs.rmSync(file.path);
      written += 1;
    } else {
      fs.writeFileSync(file.path, file.content);
      written += 1;
    }
  }
}

if (problems.length) {
  console.error(`${problems.join('\n')}\nRun \`npm run demo-files\` and commit the result.`);
  process.exit(1);
}
console.log(check ? 'demo files: up to date' : `demo files: ${written} written or removed`);
