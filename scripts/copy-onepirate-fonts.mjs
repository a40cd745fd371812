// Copies the Onepirate template fonts (Roboto Condensed 700, Work Sans 300/400) from npm into
// out/static/fonts/onepirate/, so pages that need them load them from our own origin.
import fs from 'node:fs';
import path from 'node:path';
import { OUT_DIR } from './pageScripts.mjs';

const target = path.join(OUT_DIR, 'static/fonts/onepirate');
const sheets = [
  ['@fontsource/roboto-condensed', '700.css'],
  ['@fontsource/work-sans', '300.css'],
  ['@fontsource/work-sans', '400.css'],
];

fs.mkdirSync(path.join(target, 'files'), { recursive: true });
let css = '';
for (const [pkg, sheet] of sheets) {
  const dir = path.join(process.cwd(), 'node_modules', pkg);
  const source = fs.readFileSync(path.join(dir, sheet), 'utf8');
  for (const [, file] of source.matchAll(/url\(\.\/files\/([^)]+)\)/g)) {
    fs.copyFileSync(path.join(dir, 'files', file), path.join(target, 'files', file));
  }
  css += source;
}
fs.writeFileSync(path.join(target, 'fonts.css'), css);
