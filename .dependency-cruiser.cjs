// The layering of src/ (written down in src/README.md, read from there) and the server/browser
// split, checked by `npm run lint` (`depcruise src`).
/* eslint-disable @typescript-eslint/no-require-imports -- dependency-cruiser loads its configuration as CommonJS */
const fs = require('node:fs');
const path = require('node:path');

/** The folders of src/, top to bottom, from the `layers` block of src/README.md. */
function readLayers() {
  const readme = fs.readFileSync(path.join(__dirname, 'src', 'README.md'), 'utf8');
  const block = readme.match(/```layers\n([\s\S]*?)```/);
  if (!block) throw new Error('src/README.md has no ```layers block.');
  return block[1]
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0])
    .filter(Boolean);
}

const LAYERS = readLayers();
const NOT_SERVER = '\\.server\\.(ts|tsx)$|\\.test\\.(ts|tsx)$';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: { path: '^src/' }, to: { circular: true } },
    {
      name: 'folder-in-no-layer',
      comment: 'Every folder of src/ has its place in the layers of src/README.md.',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: `^src/(${LAYERS.join('|')})/` },
      to: {},
    },
    ...LAYERS.slice(1).map((folder, index) => ({
      name: `layer-${folder}`,
      comment: `${folder}/ imports only the folders below it in src/README.md.`,
      severity: 'error',
      from: { path: `^src/${folder}/`, pathNot: '\\.test\\.(ts|tsx)$' },
      to: { path: `^src/(${LAYERS.slice(0, index + 1).join('|')})/` },
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
      from: { path: '^src/', pathNot: NOT_SERVER },
      to: { path: 'node_modules/(gray-matter|typescript|pagefind)/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^generated/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.mts', '.json'] },
  },
};
