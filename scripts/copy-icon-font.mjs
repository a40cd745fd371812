// Before `next build`: serves the Material Icons font from our own origin. Copies the font
// files of the @fontsource/material-icons package to public/static/fonts/ and writes
// material-icons.css there: the package's @font-face plus the `.material-icons` class that
// turns a ligature (`<span class="material-icons">home</span>`) into its icon.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PACKAGE = '@fontsource/material-icons';
const targetDir = path.join(process.cwd(), 'public', 'static', 'fonts');

let packageDir;
try {
  packageDir = path.dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));
} catch {
  console.warn(`copy-icon-font: ${PACKAGE} is not installed; the icon-font stylesheet is not built.`);
  process.exit(0);
}

const fontFace = fs.readFileSync(path.join(packageDir, 'index.css'), 'utf8');
const fontFiles = [...fontFace.matchAll(/url\(\.\/files\/([\w.-]+)\)/g)].map((match) => match[1]);
if (fontFiles.length === 0) {
  throw new Error(`copy-icon-font: no font files referenced by ${PACKAGE}/index.css`);
}

fs.mkdirSync(targetDir, { recursive: true });
for (const file of fontFiles) {
  fs.copyFileSync(path.join(packageDir, 'files', file), path.join(targetDir, file));
}

const iconClass = `
.material-icons {
  font-family: 'Material Icons';
  font-weight: normal;
  font-style: normal;
  font-size: 24px;
  line-height: 1;
  letter-spacing: normal;
  text-transform: none;
  display: inline-block;
  white-space: nowrap;
  word-wrap: normal;
  direction: ltr;
  font-feature-settings: 'liga';
  -webkit-font-smoothing: antialiased;
}
`;
fs.writeFileSync(path.join(targetDir, 'material-icons.css'), `${fontFace.replaceAll('./files/', './')}\n${iconClass}`);
console.log(`copy-icon-font: ${fontFiles.length} font files and material-icons.css in public/static/fonts/`);
