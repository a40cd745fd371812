// The `{{"planTable": "data-grid"}}` directive of a product's overview: a table of what each plan
// (Community, Pro, Premium) includes, made at build time from the plan tags of the product's part
// of the navigation tree (`data/<product>/pages.ts`), so it can never drift from the nav badges.
import type { Language } from '../i18n/languages';
import type { DocsPage, Plan } from '../nav/pageTypes';
import { toUrlPath } from '../nav/urlPath';

export type PlanTier = 'community' | Plan;

export const PLAN_TIERS: readonly PlanTier[] = ['community', 'pro', 'premium'];

/** One feature page of a product and the lowest plan that includes it. */
export interface PlanTableRow {
  page: DocsPage;
  plan: PlanTier;
  /** The page it is a sub-page of (`/filtering` for `/filtering/header-filters`), named with it in the table. */
  parent?: DocsPage;
}

/** A directive line: `{{"planTable": "data-grid"}}` on its own line. */
const PLAN_TABLE_LINE = /^\{\{\s*"planTable"\s*:\s*"([^"]*)"\s*\}\}[ \t]*$/gm;

/** Pages that are ways into the docs or recipes, not features a plan includes. */
const NOT_A_FEATURE = /^(quickstart|getting-started|features|faq|recipes-.*)$/;

const rank = (plan: PlanTier) => PLAN_TIERS.indexOf(plan);

/** The product's group in the navigation tree: `data-grid` → the entry `/x/react-data-grid--`. */
export function productGroup(pages: readonly DocsPage[], product: string): DocsPage | null {
  return pages.find((page) => page.pathname === `/x/react-${product}--`) ?? null;
}

/**
 * The feature pages of a product's group, in reading order, each with its plan (a group's tag
 * holds for its children). Left out: the overview itself, API pages, the ways in (quickstart,
 * getting started, the feature list, the FAQ), recipes, planned pages (not in the packages yet),
 * and a sub-page (`/filtering/quick-filter`) that needs no higher plan than its parent page
 * (`/filtering`), which already stands for it.
 */
export function planTableRows(group: DocsPage): PlanTableRow[] {
  const overview = group.pathname.replace(/--$/, '');
  const candidates: PlanTableRow[] = [];
  const visit = (entries: readonly DocsPage[], inherited: PlanTier) => {
    for (const page of entries) {
      const plan = page.plan ?? inherited;
      if (page.children) {
        visit(page.children, plan);
      } else if (page.pathname.startsWith(`${overview}/`) && !page.planned) {
        const slug = page.pathname.split('/').at(-1) ?? '';
        if (!NOT_A_FEATURE.test(slug)) candidates.push({ page, plan });
      }
    }
  };
  visit(group.children ?? [], 'community');
  const byPathname = new Map(candidates.map((row) => [row.page.pathname, row]));
  return candidates.flatMap((row) => {
    const parent = byPathname.get(row.page.pathname.slice(0, row.page.pathname.lastIndexOf('/')));
    if (!parent) return [row];
    return rank(row.plan) > rank(parent.plan) ? [{ ...row, parent: parent.page }] : [];
  });
}

/** How the table is written for one output: the HTML page or the Markdown file. */
export interface PlanTableOptions {
  language: Language;
  titleOf: (page: DocsPage) => string;
  /** The mark after the name of a feature that needs a commercial plan. */
  mark: (plan: Plan) => string;
}

const FEATURE_HEADER: Record<Language, string> = { en: 'Feature', zh: '功能', pt: 'Recurso' };
const PLAN_NAMES: Record<PlanTier, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };
const INCLUDED = '✓';

/** Table cells hold no pipe or line break of their own. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The plan table of a product group as a Markdown (GFM) table: one row per feature, one column per plan. */
export function planTableMarkdown(group: DocsPage, options: PlanTableOptions): string {
  const header = [FEATURE_HEADER[options.language], ...PLAN_TIERS.map((plan) => PLAN_NAMES[plan])];
  const lines = [`| ${header.join(' | ')} |`, `| :--- | ${PLAN_TIERS.map(() => ':---:').join(' | ')} |`];
  for (const { page, plan, parent } of planTableRows(group)) {
    // A sub-page's title can repeat another page's (server-side data's "Row grouping"): its parent's names it.
    const title = parent ? `${options.titleOf(parent)}: ${options.titleOf(page)}` : options.titleOf(page);
    const link = `[${cell(title)}](${toUrlPath(page.pathname)})`;
    const name = plan === 'community' ? link : `${link} ${options.mark(plan)}`;
    const marks = PLAN_TIERS.map((tier) => (rank(tier) >= rank(plan) ? INCLUDED : ''));
    lines.push(`| ${[name, ...marks].join(' | ')} |`.replace(/ {2,}\|/g, ' |'));
  }
  return lines.join('\n');
}

/** The mark in a page's HTML: a small outlined label in the plan's colour, as the navigation shows it. */
export function htmlPlanMark(plan: Plan): string {
  const color = plan === 'premium' ? 'secondary' : 'primary';
  return `<span class="plan-mark plan-mark-${plan}" title="${PLAN_NAMES[plan]} plan" style="display:inline-block;margin-inline-start:4px;padding:0 6px;border:1px solid currentColor;border-radius:8px;font-size:0.6875rem;font-weight:600;line-height:16px;white-space:nowrap;vertical-align:middle;color:var(--muidocs-palette-${color}-main)">${PLAN_NAMES[plan]}</span>`;
}

/** The mark in the Markdown file: the plan's name in bold. */
export const markdownPlanMark = (plan: Plan): string => `**${PLAN_NAMES[plan]}**`;

/**
 * Replaces every plan-table directive of a markdown source with the table `table(product)` makes.
 * `table` throws for a product it does not know, so a misspelled directive fails the build.
 */
export function expandPlanTables(source: string, table: (product: string) => string): string {
  return source.replace(PLAN_TABLE_LINE, (_line, product: string) => table(product));
}

/** The `table` of `expandPlanTables` for a navigation tree: fails on a product the tree lacks. */
export function planTableOf(
  pages: readonly DocsPage[],
  options: PlanTableOptions,
  file: string,
): (product: string) => string {
  return (product) => {
    const group = productGroup(pages, product);
    if (!group) {
      throw new Error(
        `${file}: the plan table names "${product}", which has no group /x/react-${product}-- in the navigation.`,
      );
    }
    return planTableMarkdown(group, options);
  };
}
