// How much each part of a page weighs in the index, set on the HTML handed to Pagefind (never on
// the served page). Measured on the relevance set (test/search/relevance-set.json, scored by
// scripts/score-search.mts): the API pages of the main components list hundreds of rows and
// matched almost any word, and interfaces or internal parts, being short, beat the component
// that a prop is looked up on.
import { SEARCH_IGNORE_ATTRIBUTE, SEARCH_META_ATTRIBUTE, SEARCH_WEIGHT_ATTRIBUTE } from './searchAttributes';
import { escapeHtml } from '../ui/escapeHtml';
import { withHeadTags } from './searchFilters';

/**
 * What an API page documents: a `component` that guides show in demos, an internal `part` of one
 * that no demo uses directly (`PickersCalendarHeader`, `GridCell`), or an `interface` (an object
 * shape, the API object, a hook).
 */
export type ApiPageRole = 'component' | 'part' | 'interface';

/** The weight of a row's name (prop, slot, member) on an interface's page and an internal part's (Pagefind's scale, 1 for prose). */
export const API_NAME_WEIGHTS = { interface: 5, part: 4 } as const;

/**
 * The weight of a row's name on a component's page, by the number of guides whose demos use the
 * component: `disablePast` is looked up on `DatePicker` (16 guides) before `DateCalendar` (9) or
 * `MobileDateTimePicker` (1). From 5 for one guide to 10 for 32 or more.
 */
export function componentNameWeight(guides: number): number {
  return Math.min(10, 5 + Math.floor(Math.log2(Math.max(guides, 1))));
}

/** A deprecated row and the CSS class names: words a reader rarely means. */
export const MINOR_WEIGHTS = { deprecatedName: 2, deprecatedRow: 0.5, classRow: 0.5, className: 2 };

/** The guides listed in an API page's demos section (`apiEntrySegments`). */
export function apiDemoGuides(html: string): number {
  const list = /<ul class="api-demos"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return list.split('<li>').length - 1;
}

/**
 * The role of an API entry's page from its HTML (`apiEntrySegments`: a component has a `props`
 * section and a `demos` section listing the guides that use it), null for any other page.
 */
export function apiPageRole(html: string): ApiPageRole | null {
  if (/<h[23]\b[^>]*\bid="properties"/.test(html)) return 'interface';
  if (!/<h[23]\b[^>]*\bid="props"/.test(html)) return null;
  return apiDemoGuides(html) > 0 ? 'component' : 'part';
}

const nameWeight = (weight: number) => `${SEARCH_WEIGHT_ATTRIBUTE}="${weight}"`;
/** The weight on the name link of an API row (`<a class="api-name" … data-pagefind-weight="10">`). */
const NAME_LINK_WEIGHT = new RegExp(`(<a class="api-name"[^>]*?)${SEARCH_WEIGHT_ATTRIBUTE}="[\\d.]+"`, 'g');

function withNameWeight(html: string, weight: number): string {
  return html.replace(NAME_LINK_WEIGHT, `$1${nameWeight(weight)}`);
}

/** A table row weighing `weight` (its name link set apart with `name`). */
function weighRow(row: string, weight: number, name: number): string {
  return withNameWeight(row.replace(/^<tr\b/, `<tr ${nameWeight(weight)}`), name);
}

const ignored = `${SEARCH_IGNORE_ATTRIBUTE}="all"`;

/**
 * A CSS class row as the index reads it: its names only, found under the page's CSS classes
 * heading rather than as results of their own (no `id` or title), its description ("Styles
 * applied to…", the same words on every row) left out. The `DataGrid` page has some 220 of
 * them: their anchors and descriptions were about a third of the page's fragment, which the
 * first query for any prop of the grid downloads.
 */
function classRow(row: string): string {
  const cells = row
    .replace(/^<tr\b[^>]*>/, `<tr ${nameWeight(MINOR_WEIGHTS.classRow)}>`)
    .replace(/<td>((?:(?!<td>)[\s\S])*)<\/td><\/tr>$/, `<td ${ignored}>$1</td></tr>`);
  return withNameWeight(cells, MINOR_WEIGHTS.className);
}

/** The weight of the row names of an API entry's page of `role`. */
function apiNameWeight(html: string, role: ApiPageRole): number {
  return role === 'component' ? componentNameWeight(apiDemoGuides(html)) : API_NAME_WEIGHTS[role];
}

/**
 * An API entry's page weighed for the index: its names by its role, deprecated rows less, CSS
 * class rows as names only, and the list of demos (links to the guides, which are indexed
 * themselves) left out.
 */
export function weighApiPage(html: string, role: ApiPageRole): string {
  return withNameWeight(html, apiNameWeight(html, role))
    .replace(/<tr\b[^>]*>[\s\S]*?<\/tr>/g, (row) => {
      if (row.includes('api-deprecated')) {
        return weighRow(row, MINOR_WEIGHTS.deprecatedRow, MINOR_WEIGHTS.deprecatedName);
      }
      return /^<tr\b[^>]*\bid="[^"]*classes-/.test(row) ? classRow(row) : row;
    })
    .replace(/<ul class="api-demos">/g, `<ul class="api-demos" ${ignored}>`);
}

/** The page with `keywords`, the words readers use for it, as Pagefind metadata that queries match. */
export function withSearchKeywords(html: string, keywords: readonly string[], canonicalPath: string): string {
  if (keywords.length === 0) return html;
  const value = escapeHtml(`keywords:${keywords.join(', ')}`);
  return withHeadTags(html, `<meta ${SEARCH_META_ATTRIBUTE}="${value}">`, canonicalPath);
}

/** A page's HTML weighed for the index: an API page by its role, a guide with its keywords. */
export function weighForSearch(html: string, canonicalPath: string, keywords: readonly string[]): string {
  const role = apiPageRole(html);
  return withSearchKeywords(role ? weighApiPage(html, role) : html, keywords, canonicalPath);
}
