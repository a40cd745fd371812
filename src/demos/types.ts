import type { CodeStyling, CodeVariant } from '../code/codePreferences';

/** One source file of a demo, its path relative to the demo's folder (`StripedRows.module.css`). */
export interface SourceFile {
  path: string;
  code: string;
}

/** A demo's files: per styling, its TS and JS files, the demo's own file first. */
export type DemoSourceFiles = Partial<Record<CodeStyling, Record<CodeVariant, SourceFile[]>>>;

/** A demo's source file as the code panel gets it: with its build-time highlighted HTML. */
export interface DemoFile extends SourceFile {
  html: string;
}

/** Every source of a demo: per styling, its TS and JS files, the demo's own file first. */
export type DemoSources = Partial<Record<CodeStyling, Record<CodeVariant, DemoFile[]>>>;

/** What a page knows about one styling of a demo at build time. */
export interface DemoVariantInfo {
  /** Module id in `data/`: `data-grid/style/tailwind/StripedRowsGrid`. */
  moduleId: string;
  /** Highlighted `.tsx.preview` (the demo's JSX), or null when the JSX is too long to preview. */
  previewHtml: string | null;
}

/** A demo as page data: plain and serialisable. */
export interface DemoInfo {
  /** Module id of the demo's main file: `data-grid/style/StripedRowsGrid`. */
  id: string;
  /** The component's name, which is also its file name: `StripedRowsGrid`. */
  name: string;
  /** The stylings it is written in; MUI System always comes first. */
  variants: Partial<Record<CodeStyling, DemoVariantInfo>>;
}
