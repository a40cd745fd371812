// Before `next dev` and `next build`: self-hosts the web fonts that come from npm (@fontsource)
// but are not imported by the app's CSS. For each stylesheet below, the font files it references
// are copied to public/static/fonts/<folder>/files/ and the stylesheets are joined into
// public/static/fonts/<folder>/<name>, so a page loads them from our own origin.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PUBLIC_GENERATED } from './lib/paths';

const require = createRequire(import.meta.url);
const publicFonts = PUBLIC_GENERATED.fonts;

// The class that turns a ligature (`<span class="material-icons">home</span>`) into its icon.
const MATERIAL_ICONS_CLASS = `
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

interface FontSet {
  /** Under public/static/fonts/. */
  folder: string;
  name: string;
  /** Package and stylesheet file. */
  sheets: Array<[string, string]>;
  extraCss: string;
}

const FONT_SETS: FontSet[] = [
  // src/layout/bodyFont.ts: the body font, whose faces `_document` writes into every page's
  // head and whose Latin file it preloads from this stable URL.
  {
    folder: 'ibm-plex-sans',
    name: 'ibm-plex-sans.css',
    sheets: [['@fontsource-variable/ibm-plex-sans', 'wght.css']],
    extraCss: '',
  },
  // src/iconFont: loaded by every page after it is interactive.
  {
    folder: '.',
    name: 'material-icons.css',
    sheets: [['@fontsource/material-icons', 'index.css']],
    extraCss: MATERIAL_ICONS_CLASS,
  },
  // src/nav/extraFonts: pages whose path contains "onepirate".
  {
    folder: 'onepirate',
    name: 'fonts.css',
    sheets: [
      ['@fontsource/roboto-condensed', '700.css'],
      ['@fontsource/work-sans', '300.css'],
      ['@fontsource/work-sans', '400.css'],
    ],
    extraCss: '',
  },
];

for (const { folder, name, sheets, extraCss } of FONT_SETS) {
  const target = path.join(publicFonts, folder);
  fs.mkdirSync(path.join(target, 'files'), { recursive: true });
  let css = '';
  for (const [pkg, sheet] of sheets) {
    const packageDir = path.dirname(require.resolve(`${pkg}/package.json`));
    const source = fs.readFileSync(path.join(packageDir, sheet), 'utf8');
    const files = [...source.matchAll(/url\(\.\/files\/([\w.-]+)\)/g)].map((match) => match[1]);
    if (files.length === 0) {
      throw new Error(`copy-fonts: ${pkg}/${sheet} references no font file`);
    }
    for (const file of files) {
      fs.copyFileSync(path.join(packageDir, 'files', file), path.join(target, 'files', file));
    }
    css += source;
  }
  fs.writeFileSync(path.join(target, name), css + extraCss);
  console.log(`copy-fonts: ${path.posix.join('static/fonts', folder, name)} from ${sheets.length} stylesheet(s)`);
}
