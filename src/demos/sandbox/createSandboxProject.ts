import type { CodeStyling, CodeVariant } from '../../code/codePreferences';
import { escapeHtml } from '../../ui/escapeHtml';
import type { SourceFile } from '../types';
import { inferDependencies, sandboxVersion, type SiteVersions } from './inferDependencies';
import { parseImports } from '../../code/parseImports';

export interface SandboxOptions {
  /** The demo's name, its main file's name without extension. */
  name: string;
  title: string;
  description: string;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  /** The demo's files for this variant and styling, its main file first. */
  files: SourceFile[];
  versions: SiteVersions;
}

/** A runnable Vite project made from one demo, for CodeSandbox and StackBlitz. */
export interface SandboxProject {
  title: string;
  description: string;
  /** Path in the project → content. */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** The file the online editor opens first: the demo itself. */
  openFile: string;
}

// Versions of the sandbox's own build tools, which the site does not use.
const VITE_VERSION = '^7.0.0';
const VITE_REACT_PLUGIN_VERSION = '^5.0.0';

/** In JS, files keep JSX: Vite only parses JSX in `.jsx` files. */
function sandboxPath(path: string, codeVariant: CodeVariant): string {
  return `src/${codeVariant === 'JS' ? path.replace(/\.js$/, '.jsx') : path}`;
}

function entryFile(options: SandboxOptions, usesMaterial: boolean): string {
  const { name, codeVariant, codeStyling } = options;
  const tailwind = codeStyling === 'Tailwind';
  // Tailwind's utilities must win over MUI's styles: MUI goes into its own CSS layer.
  // CSS modules must win too: MUI's styles are injected first.
  const provider = tailwind ? '<StyledEngineProvider enableCssLayer>' : '<StyledEngineProvider injectFirst>';
  const demo = usesMaterial
    ? [`    ${provider}`, `      <${name} />`, '    </StyledEngineProvider>']
    : [`    <${name} />`];
  return [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...(usesMaterial ? ["import { StyledEngineProvider } from '@mui/material/styles';"] : []),
    `import ${name} from './${name}';`,
    ...(tailwind ? ["import './index.css';"] : []),
    '',
    `ReactDOM.createRoot(document.getElementById('root')${codeVariant === 'TS' ? '!' : ''}).render(`,
    '  <React.StrictMode>',
    ...demo,
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
}

function indexHtml(title: string, entry: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="initial-scale=1, width=device-width" />',
    `    <title>${escapeHtml(title)}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/${entry}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

function viteConfig(tailwind: boolean): string {
  return [
    "import { defineConfig } from 'vite';",
    "import react from '@vitejs/plugin-react';",
    ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
    '',
    `export default defineConfig({ plugins: [react()${tailwind ? ', tailwindcss()' : ''}] });`,
    '',
  ].join('\n');
}

const TS_CONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['DOM', 'DOM.Iterable', 'ES2022'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src'],
};

function toPackageName(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'demo'
  );
}

/**
 * The whole project for one demo in one code variant and styling: the demo's files under
 * `src/`, an entry file, `index.html`, the Vite configuration and a `package.json` whose
 * dependencies come from the imports.
 */
export function createSandboxProject(options: SandboxOptions): SandboxProject {
  const { name, title, description, codeVariant, codeStyling, files, versions } = options;
  if (files.length === 0) {
    throw new Error(`The demo ${name} has no files.`);
  }
  const ts = codeVariant === 'TS';
  const tailwind = codeStyling === 'Tailwind';
  const usesMaterial = files.some((file) =>
    parseImports(file.code).some((imported) => !imported.typeOnly && imported.specifier.startsWith('@mui/')),
  );
  const entry = `src/main.${ts ? 'tsx' : 'jsx'}`;
  const entryCode = entryFile(options, usesMaterial);

  const projectFiles: Record<string, string> = {};
  for (const file of files) {
    projectFiles[sandboxPath(file.path, codeVariant)] = file.code;
  }
  projectFiles[entry] = entryCode;
  if (tailwind) {
    projectFiles['src/index.css'] = "@layer theme, base, mui, components, utilities;\n@import 'tailwindcss';\n";
  }

  const dependencies = inferDependencies([...files, { path: entry, code: entryCode }], versions);
  const devDependencies: Record<string, string> = {
    '@vitejs/plugin-react': VITE_REACT_PLUGIN_VERSION,
    vite: VITE_VERSION,
  };
  if (tailwind) {
    devDependencies['@tailwindcss/vite'] = sandboxVersion('tailwindcss', versions);
    devDependencies.tailwindcss = sandboxVersion('tailwindcss', versions);
  }
  if (ts) {
    devDependencies['@types/react'] = sandboxVersion('@types/react', versions);
    devDependencies['@types/react-dom'] = sandboxVersion('@types/react-dom', versions);
    devDependencies.typescript = sandboxVersion('typescript', versions);
    projectFiles['tsconfig.json'] = `${JSON.stringify(TS_CONFIG, null, 2)}\n`;
  }
  const sortedDevDependencies = Object.fromEntries(
    Object.entries(devDependencies).sort(([a], [b]) => a.localeCompare(b)),
  );

  projectFiles['index.html'] = indexHtml(title, entry);
  projectFiles[`vite.config.${ts ? 'ts' : 'js'}`] = viteConfig(tailwind);
  projectFiles['package.json'] = `${JSON.stringify(
    {
      name: toPackageName(title),
      version: '0.0.0',
      private: true,
      description,
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
      dependencies,
      devDependencies: sortedDevDependencies,
    },
    null,
    2,
  )}\n`;

  return {
    title,
    description,
    files: projectFiles,
    dependencies,
    devDependencies: sortedDevDependencies,
    openFile: sandboxPath(files[0].path, codeVariant),
  };
}
