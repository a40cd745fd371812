// Compiles and evaluates a demo's files in the runner: TypeScript and JSX through sucrase, loops
// guarded, each file a CommonJS-style module whose `require` gives the packages the runner was
// built with, the demo's own files, or a clear error naming what it cannot give.
import { transform } from 'sucrase';
import type { RunFailure, RunFile } from '../protocol';
import { LoopLimitError, addLoopGuards } from './loopGuards';

const GUARD = '__liveLoopGuard';
const SCRIPT = /\.[jt]sx?$/;

/** A failure of a run, with what the page shows about it. */
export class RunError extends Error {
  constructor(readonly failure: RunFailure) {
    super(failure.message);
    this.name = 'RunError';
  }
}

const failure = (kind: RunFailure['kind'], message: string, extra: Partial<RunFailure> = {}): RunFailure => ({
  kind,
  message,
  file: null,
  line: null,
  module: null,
  ...extra,
});

/** `shared/../Demo.tsx` → `Demo.tsx`; paths stay relative to the demo's folder. */
export function normalizePath(pathname: string): string {
  const parts: string[] = [];
  for (const part of pathname.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** The file a relative import names, trying the extensions a demo's imports leave out. */
export function resolveFile(files: ReadonlyMap<string, RunFile>, importer: string, specifier: string): RunFile | null {
  const dir = importer.includes('/') ? importer.slice(0, importer.lastIndexOf('/')) : '';
  const base = normalizePath(`${dir}/${specifier}`);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}.jsx`, `${base}.js`, `${base}/index.tsx`]) {
    const file = files.get(candidate);
    if (file) return file;
  }
  return null;
}

/** A file compiled to a CommonJS function body, its loops guarded; a syntax error as a RunError. */
export function compileFile(file: RunFile): string {
  const typescript = /\.tsx?$/.test(file.path);
  try {
    const { code } = transform(file.code, {
      transforms: typescript ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: file.path,
    });
    return addLoopGuards(code, GUARD);
  } catch (error) {
    const loc = (error as { loc?: { line?: unknown } }).loc;
    const line = typeof loc?.line === 'number' && loc.line > 0 ? loc.line : null;
    // Sucrase ends its message with the position, given apart here.
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\(\d+:\d+\)$/, '');
    throw new RunError(failure('syntax', message, { file: file.path, line }));
  }
}

/**
 * Thrown when edited code imports a package the runner offers but has not loaded yet: the runner
 * loads it and runs the files again. Never shown to the reader.
 */
export class PackageNotLoaded extends Error {
  constructor(readonly specifier: string) {
    super(`"${specifier}" is not loaded yet.`);
    this.name = 'PackageNotLoaded';
  }
}

export interface RunEnvironment {
  /** The packages loaded so far, by specifier, each made on first use. */
  packages: Readonly<Record<string, () => unknown>>;
  /** Whether edited code may import a package, loaded yet or not. */
  offers: (specifier: string) => boolean;
  /** Called by each turn of every loop of the edited code. */
  loopGuard: () => true;
  /** Adds a stylesheet the demo imports. */
  addStyles: (css: string, path: string) => void;
}

/** The module object a stylesheet import gives: a CSS module's class names map to themselves. */
function styleModule(path: string): unknown {
  if (!path.endsWith('.module.css')) return {};
  const classes = new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? name : undefined) });
  return { __esModule: true, default: classes };
}

/**
 * Evaluates `entry` and the files it imports; returns the entry's exports. Every failure is a
 * RunError: a syntax error (with its file and line), an import the runner cannot provide (naming
 * the module), an exception while evaluating, a loop stopped by its guard; except a
 * PackageNotLoaded, for the runner to load and run again.
 */
export function evaluateModules(
  files: readonly RunFile[],
  entry: string,
  env: RunEnvironment,
): Record<string, unknown> {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const cache = new Map<string, { exports: Record<string, unknown> }>();

  const load = (file: RunFile): Record<string, unknown> => {
    const cached = cache.get(file.path);
    if (cached) return cached.exports;
    const record = { exports: {} as Record<string, unknown> };
    cache.set(file.path, record);
    if (!SCRIPT.test(file.path)) {
      if (file.path.endsWith('.css')) {
        env.addStyles(file.code, file.path);
        record.exports = styleModule(file.path) as Record<string, unknown>;
      }
      return record.exports;
    }
    const body = compileFile(file);
    const require = (specifier: string): unknown => {
      if (specifier.startsWith('.')) {
        const target = resolveFile(byPath, file.path, specifier);
        if (!target) {
          throw new RunError(
            failure('import', `The file "${specifier}" is not part of this demo.`, {
              file: file.path,
              module: specifier,
            }),
          );
        }
        return load(target);
      }
      const provide = Object.hasOwn(env.packages, specifier) ? env.packages[specifier] : undefined;
      if (!provide && env.offers(specifier)) throw new PackageNotLoaded(specifier);
      if (!provide) {
        throw new RunError(
          failure('import', `The live editor cannot import "${specifier}".`, { file: file.path, module: specifier }),
        );
      }
      return provide();
    };
    try {
      // The one place evaluation happens, inside the runner's sandbox (its policy allows it there alone).
      const run = new Function('require', 'module', 'exports', GUARD, body) as (
        require: (specifier: string) => unknown,
        module: { exports: Record<string, unknown> },
        exports: Record<string, unknown>,
        guard: () => true,
      ) => void;
      run(require, record, record.exports, env.loopGuard);
    } catch (error) {
      cache.delete(file.path);
      if (error instanceof PackageNotLoaded) throw error;
      throw toRunError(error, file.path);
    }
    return record.exports;
  };

  const main = byPath.get(entry);
  if (!main) throw new RunError(failure('no-export', `The demo's file "${entry}" is missing.`));
  return load(main);
}

/** Any error thrown by edited code, as what the page shows. */
export function toRunError(error: unknown, file: string | null): RunError {
  if (error instanceof RunError) return error;
  if (error instanceof LoopLimitError) return new RunError(failure('loop', error.message, { file }));
  const message = error instanceof Error ? `${error.name}: ${error.message}` : `Thrown: ${String(error)}`;
  return new RunError(failure('render', message, { file }));
}

/** The component a demo module exports by default, or a RunError saying it exports none. */
export function defaultComponent(exports: Record<string, unknown>, entry: string): unknown {
  const component = exports.default;
  const isComponent =
    typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
  if (!isComponent) {
    throw new RunError(
      failure(
        'no-export',
        `${entry} has no default export of a component: add \`export default function Demo() {…}\`.`,
        {
          file: entry,
        },
      ),
    );
  }
  return component;
}
