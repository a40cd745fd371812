// The packages edited code may import, loaded a group at a time: a group is one npm package's
// entry points, a chunk of the runner fetched the first time edited code imports from it.

/** A package group's module: its entry points' namespaces, by specifier. */
export interface PackageGroup {
  modules: Record<string, object>;
}

/** Each specifier edited code may import, with the loader of its group. */
export type PackageGroups = Readonly<Record<string, () => Promise<PackageGroup>>>;

export interface PackageLoader {
  /** Whether edited code may import the specifier (loaded yet or not). */
  offers: (specifier: string) => boolean;
  /** The loaded packages, each as CommonJS modules see it (`__esModule`), made once on first use. */
  loaded: Readonly<Record<string, () => unknown>>;
  /** Loads the groups of the offered specifiers among these; the others are left to fail on import. */
  load: (specifiers: Iterable<string>) => Promise<void>;
}

export function createPackageLoader(groups: PackageGroups): PackageLoader {
  const loaded: Record<string, () => unknown> = {};
  const pending = new Map<() => Promise<PackageGroup>, Promise<void>>();
  const offers = (specifier: string) => Object.hasOwn(groups, specifier);

  const loadGroup = (loadModules: () => Promise<PackageGroup>) => {
    let loading = pending.get(loadModules);
    if (!loading) {
      loading = loadModules().then(({ modules }) => {
        for (const [specifier, namespace] of Object.entries(modules)) {
          let commonJs: unknown;
          loaded[specifier] = () => (commonJs ??= { __esModule: true, ...namespace });
        }
      });
      // A group that failed to load is tried again on the next run.
      loading.catch(() => pending.delete(loadModules));
      pending.set(loadModules, loading);
    }
    return loading;
  };

  return {
    offers,
    loaded,
    load: async (specifiers) => {
      const wanted = new Set([...specifiers].filter((specifier) => offers(specifier) && !loaded[specifier]));
      await Promise.all([...new Set([...wanted].map((specifier) => groups[specifier]))].map(loadGroup));
    },
  };
}
