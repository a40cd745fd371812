import {
  PackageNotLoaded,
  RunError,
  defaultComponent,
  evaluateModules,
  normalizePath,
  resolveFile,
  toRunError,
} from './runModules';
import { createLoopGuard } from './loopGuards';

const env = (packages: Record<string, () => unknown> = {}, offered: string[] = Object.keys(packages)) => {
  const styles: string[] = [];
  return {
    styles,
    packages,
    offers: (specifier: string) => offered.includes(specifier),
    loopGuard: createLoopGuard(
      50,
      () => performance.now(),
      (callback: () => void) => setTimeout(callback, 0),
    ),
    addStyles: (css: string) => styles.push(css),
  };
};

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof RunError) return error.failure;
    throw error;
  }
  throw new Error('did not fail');
};

describe('paths', () => {
  it('normalizes and resolves relative imports between the demo files', () => {
    expect(normalizePath('shared/../Demo.tsx')).toBe('Demo.tsx');
    const files = new Map([
      ['shared/staff.ts', { path: 'shared/staff.ts', code: '' }],
      ['Demo.tsx', { path: 'Demo.tsx', code: '' }],
    ]);
    expect(resolveFile(files, 'Demo.tsx', './shared/staff')?.path).toBe('shared/staff.ts');
    expect(resolveFile(files, 'shared/staff.ts', '../Demo')?.path).toBe('Demo.tsx');
    expect(resolveFile(files, 'Demo.tsx', './missing')).toBeNull();
  });
});

describe('evaluateModules', () => {
  it('runs TypeScript with JSX, its own files and the packages it imports', () => {
    const jsx = (type: unknown, props: unknown) => ({ type, props });
    const exports = evaluateModules(
      [
        {
          path: 'Demo.tsx',
          code: "import { rows } from './shared/rows';\nimport styles from './Demo.module.css';\nconst n: number = rows.length;\nexport default function Demo() { return <b className={styles.box}>{n}</b>; }",
        },
        { path: 'shared/rows.ts', code: 'export const rows: string[] = ["a", "b"];' },
        { path: 'Demo.module.css', code: '.box { color: red }' },
      ],
      'Demo.tsx',
      env({ 'react/jsx-runtime': () => ({ jsx, jsxs: jsx }) }),
    );
    const Demo = exports.default as () => { props: { children: number; className: string } };
    expect(Demo().props).toEqual({ className: 'box', children: 2 });
  });

  it('reports a syntax error with its file and line', () => {
    const failure = failureOf(() =>
      evaluateModules([{ path: 'Demo.tsx', code: 'const a = 1;\nconst b = <div>{a</div>;' }], 'Demo.tsx', env()),
    );
    expect(failure).toMatchObject({ kind: 'syntax', file: 'Demo.tsx', line: 2 });
    expect(failure.message).toMatch(/Unexpected token/);
  });

  it('names a package it cannot import, and a missing file of the demo', () => {
    expect(
      failureOf(() => evaluateModules([{ path: 'Demo.js', code: "import x from 'left-pad';" }], 'Demo.js', env())),
    ).toMatchObject({ kind: 'import', module: 'left-pad', message: 'The live editor cannot import "left-pad".' });
    expect(
      failureOf(() => evaluateModules([{ path: 'Demo.js', code: "import x from './gone';" }], 'Demo.js', env())),
    ).toMatchObject({ kind: 'import', module: './gone' });
  });

  it('stops at a package it offers but has not loaded, for the runner to load it and run again', () => {
    const run = () =>
      evaluateModules(
        [
          { path: 'Demo.js', code: "import { twice } from './math';\nexport default twice;" },
          { path: 'math.js', code: "import pad from 'left-pad';\nexport const twice = (n) => pad(n * 2);" },
        ],
        'Demo.js',
        env({}, ['left-pad']),
      );
    expect(run).toThrow(PackageNotLoaded);
    expect(run).toThrow('"left-pad" is not loaded yet.');
  });

  it('reports what a module throws while it runs, and stops an endless loop', () => {
    expect(
      failureOf(() => evaluateModules([{ path: 'Demo.js', code: 'throw new TypeError("boom");' }], 'Demo.js', env())),
    ).toMatchObject({ kind: 'render', message: 'TypeError: boom', file: 'Demo.js' });
    expect(
      failureOf(() => evaluateModules([{ path: 'Demo.js', code: 'while (true) {}' }], 'Demo.js', env())),
    ).toMatchObject({ kind: 'loop' });
  });
});

describe('defaultComponent', () => {
  it('gives the default export when it is a component, and says so when there is none', () => {
    const Demo = () => null;
    expect(defaultComponent({ default: Demo }, 'Demo.tsx')).toBe(Demo);
    expect(defaultComponent({ default: { $$typeof: Symbol.for('react.memo') } }, 'Demo.tsx')).toBeTruthy();
    expect(failureOf(() => defaultComponent({ Demo }, 'Demo.tsx'))).toMatchObject({
      kind: 'no-export',
      file: 'Demo.tsx',
    });
  });
});

describe('toRunError', () => {
  it('keeps a RunError and wraps anything else thrown', () => {
    expect(toRunError('text', null).failure).toMatchObject({ kind: 'render', message: 'Thrown: text' });
  });
});
