import type { SourceFile } from '../types';
import { isRelativeSpecifier, packageNameOf, parseImports } from '../../code/parseImports';

/** Versions the site itself uses (its package.json dependencies and devDependencies). */
export type SiteVersions = Record<string, string>;

interface DateLibrary {
  name: string;
  /** A range when the adapter needs an older major; otherwise the site's version or the latest. */
  version?: string;
}

/** The date library behind each adapter of the pickers. */
export const DATE_ADAPTER_LIBRARIES: Record<string, DateLibrary> = {
  AdapterDayjs: { name: 'dayjs' },
  AdapterDateFns: { name: 'date-fns' },
  AdapterDateFnsV2: { name: 'date-fns', version: '^2.30.0' },
  AdapterLuxon: { name: 'luxon' },
  AdapterMoment: { name: 'moment' },
  AdapterDateFnsJalali: { name: 'date-fns-jalali' },
  AdapterDateFnsJalaliV2: { name: 'date-fns-jalali', version: '^2.30.0-0' },
  AdapterMomentJalaali: { name: 'moment-jalaali' },
  AdapterMomentHijri: { name: 'moment-hijri' },
};

const ADAPTER_IMPORT = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)/;

/** The npm package of a date adapter import; throws for an adapter this site does not know. */
export function dateLibraryOfAdapter(adapter: string): DateLibrary {
  const library = DATE_ADAPTER_LIBRARIES[adapter];
  if (!library) {
    throw new Error(`Cannot determine the npm package for the adapter "${adapter}".`);
  }
  return library;
}

const X_PACKAGE = /^@mui\/x-/;
const REACT_PACKAGES = ['react', 'react-dom'];
const MUI_PEERS = ['@mui/material', '@emotion/react', '@emotion/styled'];

/**
 * The version a sandbox installs: the site's own version of `@mui/x-*` packages exactly (the
 * demo was written and tested against it), a caret range of the site's version for other
 * packages it uses, and the latest release of anything else.
 */
export function sandboxVersion(name: string, versions: SiteVersions): string {
  const siteVersion = versions[name] ?? (X_PACKAGE.test(name) ? versions['@mui/x-data-grid'] : undefined);
  if (!siteVersion) {
    return 'latest';
  }
  return X_PACKAGE.test(name) ? siteVersion : `^${siteVersion}`;
}

/**
 * The npm dependencies of a set of files, from their imports: React always, the MUI and emotion
 * packages when anything from `@mui/` is used, every imported package, and the date library
 * behind each pickers adapter. Relative and type-only imports add nothing.
 */
export function inferDependencies(files: SourceFile[], versions: SiteVersions): Record<string, string> {
  const dependencies = new Map<string, string>();
  const add = (name: string, version = sandboxVersion(name, versions)) => {
    if (!dependencies.has(name)) {
      dependencies.set(name, version);
    }
  };
  REACT_PACKAGES.forEach((name) => add(name));
  for (const file of files) {
    for (const { specifier, typeOnly } of parseImports(file.code)) {
      if (typeOnly || isRelativeSpecifier(specifier) || specifier.startsWith('node:')) {
        continue;
      }
      const name = packageNameOf(specifier);
      add(name);
      if (name.startsWith('@mui/')) {
        MUI_PEERS.forEach((peer) => add(peer));
      }
      const adapter = ADAPTER_IMPORT.exec(specifier);
      if (adapter) {
        const library = dateLibraryOfAdapter(adapter[1]);
        add(library.name, library.version);
      }
    }
  }
  return Object.fromEntries([...dependencies].sort(([a], [b]) => a.localeCompare(b)));
}
