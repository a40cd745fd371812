// The layering of src/ (written down in src/README.md, read from there), the server/browser split
// and what data/, pages/ and scripts/ may import, checked by `npm run lint`
// (`depcruise src data pages scripts`).
/* eslint-disable @typescript-eslint/no-require-imports -- dependency-cruiser loads its configuration as CommonJS */
const fs = require('node:fs');
const path = require('node:path');

/** A fenced block of src/README.md (```name … ```), as its lines. */
function readmeBlock(name) {
  const readme = fs.readFileSync(path.join(__dirname, 'src', 'README.md'), 'utf8');
  const block = readme.match(new RegExp('```' + name + '\\n([\\s\\S]*?)```'));
  if (!block) throw new Error(`src/README.md has no \`\`\`${name} block.`);
  return block[1].split('\n').filter((line) => line.trim());
}

/** The folders of src/ in their three layers (app, features, kit), each top to bottom. */
function readLayers() {
  const layers = {};
  let current = null;
  for (const line of readmeBlock('layers')) {
    const heading = line.match(/^#\s*(\S+)/);
    if (heading) layers[(current = heading[1])] = [];
    else if (current) layers[current].push(line.trim().split(/\s+/)[0]);
  }
  for (const name of ['app', 'features', 'kit']) {
    if (!layers[name]) throw new Error(`src/README.md's layers block has no "# ${name}" section.`);
  }
  return layers;
}

/** Each feature's public entries (files without their extension), from the public block of src/README.md. */
function readPublicEntries() {
  const entries = {};
  for (const line of readmeBlock('public')) {
    const [folder, ...files] = line.trim().split(/\s+/);
    const missing = files.find(
      (file) => !['ts', 'tsx'].some((ext) => fs.existsSync(path.join(__dirname, 'src', folder, `${file}.${ext}`))),
    );
    if (missing)
      throw new Error(`src/README.md names src/${folder}/${missing} as a public entry, and there is no such file.`);
    entries[folder] = [...(entries[folder] ?? []), ...files];
  }
  return entries;
}

const { app: APP, features: FEATURES, kit: KIT } = readLayers();
const LAYERS = [...APP, ...FEATURES, ...KIT];
const PUBLIC_ENTRIES = readPublicEntries();
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const folders = (names) => `^src/(${names.join('|')})/`;
/** The files of the other features that a feature may not import: all but their public entries. */
function publicEntriesPattern(feature) {
  const publicFiles = FEATURES.filter((other) => other !== feature).flatMap((other) =>
    (PUBLIC_ENTRIES[other] ?? []).map((file) => `src/${other}/${escape(file)}\\.(ts|tsx)$`),
  );
  return publicFiles.length ? `^(${publicFiles.join('|')})` : '^$';
}

const NOT_SERVER = '\\.server\\.(ts|tsx)$|\\.test\\.(ts|tsx)$';
/** Packages that run only at build time: a module that may reach the browser never imports them. */
const SERVER_PACKAGES = [
  'gray-matter',
  'typescript',
  'pagefind',
  'esbuild',
  'marked',
  'tailwindcss',
  '@tailwindcss/[^/]+',
  '@modelcontextprotocol/sdk',
];
/** The modules of data/ that the code reads: the navigation trees, the versions, the ads and the redirects. */
const DATA_READ_BY_CODE = '^data/((pages|versions|ads|redirects)|[^/]+/pages)\\.ts$';
/** A file at the root of src/: every file belongs to a folder, so that it has a layer. */
const SRC_ROOT_FILE = '^src/[^/]+\\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'no-file-at-src-root',
      comment: 'A file at the root of src/ has no layer, so it could bridge any two: put it in a folder.',
      severity: 'error',
      from: { path: SRC_ROOT_FILE },
      to: {},
    },
    { name: 'no-import-of-src-root', severity: 'error', from: {}, to: { path: SRC_ROOT_FILE } },
    { name: 'no-orphan-at-src-root', severity: 'error', from: { path: SRC_ROOT_FILE, orphan: true }, to: {} },
    {
      name: 'data-imports-types-only',
      comment: 'Content imports from the code only the types it is written against, never code that runs.',
      severity: 'error',
      from: { path: '^data/' },
      to: { path: '^(src|scripts|pages|generated)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'data-without-node',
      comment: 'Demos run in the browser and the navigation reaches it: nothing in data/ uses Node.',
      severity: 'error',
      from: { path: '^data/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'code-reads-only-data-modules',
      comment: 'The code reads the navigation, versions and ads; demos and pages reach it through the build.',
      severity: 'error',
      from: { path: '^(src|pages)/', pathNot: '\\.test\\.(ts|tsx)$' },
      to: { path: '^data/', pathNot: DATA_READ_BY_CODE },
    },
    {
      name: 'nothing-imports-pages',
      comment: 'pages/ wires the site together: it is the top, and nothing imports it.',
      severity: 'error',
      from: { path: '^(src|data|scripts)/' },
      to: { path: '^pages/' },
    },
    {
      name: 'nothing-imports-scripts',
      comment: 'scripts/ runs the build and its checks: the site and its content never import it.',
      severity: 'error',
      from: { path: '^(src|data|pages)/', pathNot: '\\.test\\.(ts|tsx)$' },
      to: { path: '^scripts/' },
    },
    {
      name: 'only-pages-import-the-shell',
      comment: 'The app shell is what pages/ renders; scripts and content never import it.',
      severity: 'error',
      from: { path: '^(data|scripts)/' },
      to: { path: '^src/layout/' },
    },
    {
      name: 'folder-in-no-layer',
      comment: 'Every folder of src/ has its place in the layers of src/README.md.',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: `^src/(${LAYERS.join('|')})/` },
      to: {},
    },
    ...LAYERS.slice(1).map((folder, index) => ({
      name: `layer-${folder}`,
      comment: `${folder}/ imports only the folders below it in src/README.md (app, then features, then the kit).`,
      severity: 'error',
      from: { path: `^src/${folder}/`, pathNot: '\\.test\\.(ts|tsx)$' },
      to: { path: folders(LAYERS.slice(0, index + 1)) },
    })),
    ...FEATURES.map((feature) => ({
      name: `feature-${feature}-public-entries`,
      comment: `${feature}/ imports of another feature only the public entries src/README.md names.`,
      severity: 'error',
      from: { path: `^src/${feature}/`, pathNot: '\\.test\\.(ts|tsx)$' },
      to: { path: folders(FEATURES.filter((other) => other !== feature)), pathNot: publicEntriesPattern(feature) },
    })),
    {
      name: 'browser-imports-server-only',
      comment: 'A module without .server in its name may reach the browser: it imports no module that has it.',
      severity: 'error',
      from: { path: '^src/', pathNot: NOT_SERVER },
      to: { path: '\\.server\\.(ts|tsx)$' },
    },
    {
      name: 'node-outside-server',
      severity: 'error',
      from: { path: '^src/', pathNot: NOT_SERVER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-packages-outside-server',
      severity: 'error',
      from: { path: '^(src|data)/', pathNot: NOT_SERVER },
      to: { path: `node_modules/(${SERVER_PACKAGES.join('|')})/` },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^generated/|^data/.*\\.js$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.mts', '.json'] },
  },
};
