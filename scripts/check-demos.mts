// Before `next build`: renders every demo of data/ once, as the server renders it (its MUI System
// styling), and fails, naming the file, when one throws. Pages then render demos unguarded.
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { findDemoModules } from '../src/demos/findDemoFiles.server';

const dataDir = path.join(process.cwd(), 'data');

// Folders given on the command line (`data/charts/axis`) limit the check to them; none means all of data/.
const only = process.argv.slice(2).map((arg) => path.resolve(process.cwd(), arg));
const isSelected = (file: string) => only.length === 0 || only.some((folder) => file.startsWith(folder + path.sep));

const failures: string[] = [];
const files = findDemoModules(dataDir, { variants: false }).filter(isSelected);
for (const file of files) {
  const relative = path.relative(process.cwd(), file);
  try {
    const { default: Demo } = (await import(file)) as { default: ComponentType };
    renderToString(createElement(Demo));
  } catch (error) {
    failures.push(`${relative}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
  }
}
if (failures.length) {
  console.error(`check-demos: ${failures.length} demos throw while rendering:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`check-demos: ${files.length} demo modules render`);
