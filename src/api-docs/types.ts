// The API reference as the extractor writes it (`generated/api/`) and the API pages read it.

export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
export type ApiPlan = 'community' | 'pro' | 'premium';
export type ApiEntryKind = 'component' | 'interface';

export interface ApiParam {
  name: string;
  description: string;
}

/** A prop of a component or a member of an interface. */
export interface ApiMember {
  name: string;
  /** The type as the declaration writes it. */
  type: string;
  /** The type with its aliases expanded, capped in length; absent when it adds nothing. */
  expandedType?: string;
  default?: string;
  /** JSDoc text: markdown with `[[Name]]` links, rendered to HTML by the page builder. */
  description: string;
  required: boolean;
  /** The deprecation message; an empty string when the declaration gives none. */
  deprecated?: string;
  /** `@param` tags of a callback. */
  params?: ApiParam[];
  returns?: string;
  /** The plan that adds the member, when it is above its entry's plan (`GridApi.exportDataAsExcel`). */
  plan?: ApiPlan;
}

export interface ApiSlot {
  name: string;
  description: string;
  /** The component rendered when the slot is not replaced (`@default`). */
  default?: string;
}

export interface ApiCssClass {
  key: string;
  /** The global class name, for example `MuiDataGrid-root`. */
  className: string;
  description: string;
}

/** A docs page the packages' JSDoc names as a demo of a component. */
export interface ApiDemoPage {
  title: string;
  /** A site path (`/x/react-date-pickers/date-picker`) or, outside MUI X, a full URL. */
  href: string;
}

/** One page of the reference. */
export interface ApiEntry {
  kind: ApiEntryKind;
  name: string;
  /** Kebab-case export name: the last segment of the page's path. */
  slug: string;
  product: ApiProduct;
  plan: ApiPlan;
  /** The package of the plan that first exports it (`@mui/x-data-grid-pro`). */
  packageName: string;
  /** Import statements: from the package root, then from the narrowest entry point. */
  imports: string[];
  description: string;
  deprecated?: string;
  /** The declaring file in the MUI X repository at the installed version's tag. */
  sourceUrl?: string;
  /** The pages its JSDoc lists under "Demos:". */
  demoPages?: ApiDemoPage[];
  members: ApiMember[];
  slots: ApiSlot[];
  classes: ApiCssClass[];
  /** For a type alias, the type it names, written out (`'linear' | 'log' | …`). */
  aliasOf?: string;
  /** The DOM element type its `ref` prop takes (`HTMLDivElement`), when the declarations name one. */
  refElement?: string;
  /** Whether its props type also takes an element's DOM attributes (`id`, `aria-*`, handlers), left out of the table. */
  domAttributes?: boolean;
  /** The type parameters its member types name, as declared (`R extends GridValidRowModel = any`). */
  typeParameters?: string[];
  /** Its key under `components` in a Material UI theme, as the package's `themeAugmentation` declares it. */
  theme?: ApiThemeKey;
}

export interface ApiThemeKey {
  /** `MuiDataGrid`. */
  key: string;
  /** Whether the key takes `styleOverrides` besides `defaultProps`. */
  styleOverrides: boolean;
  /** The entry point whose import types the key (`@mui/x-data-grid-pro/themeAugmentation`). */
  augmentation: string;
}

/** What the index, the drawer and the link resolver need of every entry. */
export type ApiIndexEntry = Pick<ApiEntry, 'kind' | 'name' | 'slug' | 'product' | 'plan'>;

/** A hook of the packages, shown on the `hooks-api` tab of the pages that name it. */
export interface ApiHook {
  name: string;
  product: ApiProduct;
  plan: ApiPlan;
  packageName: string;
  description: string;
  /** `(params: P) => R` as the checker writes it. */
  signature: string;
  params: Array<{ name: string; type: string; description: string; required: boolean }>;
  returns: { type: string; description: string };
}

export interface ApiExclusion {
  name: string;
  packageName: string;
  reason: string;
}

/** A feature API's method names (`GridSortApi` → `sortColumn`, `setSortModel`, …), all members of `GridApi`. */
export type ApiMethodGroups = Record<string, string[]>;

export interface ApiManifest {
  /** Changes with the installed package versions and the extractor's code. */
  cacheKey: string;
  entries: ApiIndexEntry[];
  excluded: ApiExclusion[];
  hooks: ApiHook[];
  methodGroups: ApiMethodGroups;
}
