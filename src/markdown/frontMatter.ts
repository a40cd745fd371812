import { z } from 'zod';

export const PRODUCT_IDS = [
  'docs',
  'x-introduction',
  'x-common-concepts',
  'x-data-grid',
  'x-date-pickers',
  'x-charts',
  'x-tree-view',
  'x-migration',
] as const;

// YAML reads an unquoted `2026-03-12` as a Date: both spellings become `YYYY-MM-DD`.
const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value));

/** What a markdown file may declare above its title; blog posts also carry their date and authors. */
export const frontMatterSchema = z.strictObject({
  productId: z.enum(PRODUCT_IDS),
  date: isoDate.optional(),
  authors: z.string().min(1).optional(),
  /** The components (and hooks) whose API the page's `components-api` (`hooks-api`) tab shows. */
  components: z.string().min(1).optional(),
  hooks: z.string().min(1).optional(),
  /**
   * The words readers use for the page where its text says it otherwise (`freeze column` for
   * column pinning, in any language): the search indexes them with the page and reads a query's
   * phrase as the page's own words (src/search/understandQuery.ts).
   */
  searchKeywords: z.array(z.string().min(1)).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Checks a file's front matter; the error names the file and every wrong field. */
export function parseFrontMatter(data: unknown, file: string): FrontMatter {
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    throw new Error(`${file}: invalid front matter (${problems.join('; ')})`);
  }
  return result.data;
}
