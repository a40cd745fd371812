// The answers of the MCP server's tools, built from what the site already computes: the dialog's
// search outcome, an API entry of the reference, the page list. Each carries the URLs of the pages
// it names (absolute when the server knows the site's origin: `urlOf`).
import { apiPagePathname } from '../api-docs/apiPaths';
import { entryNamed } from '../api-docs/entryNamed';
import { API_ROW_ID_PREFIX } from '../api-docs/render/apiRowIds';
import type { ApiEntry, ApiIndexEntry, ApiMember } from '../api-docs/types';
import { apiTextToMarkdown } from '../markdown-export/apiToMarkdown';
import type { SearchOutcome } from '../search/searchDocs';
import { unescapeHtml } from '../ui/escapeHtml';
import type { ListedPage } from './pageList';
import { ToolInputError } from './toolArguments';

/** A site path as an answer gives it. */
export type UrlOf = (path: string) => string;

/** A search excerpt as text: the matched words in `**bold**`, entities read back. */
export function excerptText(excerptHtml: string): string {
  return unescapeHtml(excerptHtml.replace(/<\/?mark>/g, '**'));
}

export interface SearchAnswer {
  query: string;
  /** The query searched instead, when the one given matched nothing as typed. */
  correctedTo: string | null;
  /** Pages matching in all, of which `results` are the first. */
  total: number;
  results: Array<{
    title: string;
    url: string;
    product: string | null;
    kind: 'guide' | 'api';
    sections: Array<{ kind: 'page' | 'heading' | 'api'; title: string; url: string; excerpt: string }>;
  }>;
}

/** The dialog's outcome as an answer: its pages in order, each with its best sections (links first to last as the dialog lists them). */
export function searchAnswer(query: string, outcome: SearchOutcome, urlOf: UrlOf): SearchAnswer {
  return {
    query,
    correctedTo: outcome.correctedTo,
    total: outcome.total,
    results: outcome.groups.map((group) => ({
      title: group.title,
      url: urlOf(group.url),
      product: group.product,
      kind: group.pageKind,
      sections: group.items.map((item) => ({
        kind: item.kind,
        title: item.title,
        url: urlOf(item.url),
        excerpt: excerptText(item.excerptHtml),
      })),
    })),
  };
}

/** The URL of an API entry's page (`/x/api/data-grid/data-grid/`). */
export function apiPagePath(entry: Pick<ApiIndexEntry, 'product' | 'slug'>): string {
  return `${apiPagePathname(entry)}/`;
}

/** Resolves the `[[Name]]` links of the reference's descriptions to API pages, those of `entry`'s product first. */
function descriptionText(entries: readonly ApiIndexEntry[], entry: ApiEntry, urlOf: UrlOf) {
  return (text: string) =>
    apiTextToMarkdown(text, (name) => {
      const target = entryNamed(entries, name, entry.product);
      return target ? urlOf(apiPagePath(target)) : null;
    });
}

export interface ApiMemberAnswer {
  name: string;
  type: string;
  default?: string;
  required: boolean;
  plan?: string;
  /** The deprecation message, or true when the declaration gives none. */
  deprecated?: string | true;
  description: string;
  params?: Array<{ name: string; description: string }>;
  returns?: string;
  url: string;
}

export interface ApiEntryAnswer {
  name: string;
  kind: ApiEntry['kind'];
  product: ApiEntry['product'];
  plan: ApiEntry['plan'];
  package: string;
  imports: string[];
  url: string;
  markdown: string;
  deprecated?: string | true;
  description: string;
  aliasOf?: string;
  typeParameters?: string[];
  /** A component's props. */
  props?: ApiMemberAnswer[];
  /** An interface's properties. */
  properties?: ApiMemberAnswer[];
  slots: Array<{ name: string; default?: string; description: string; url: string }>;
  classes: Array<{ key: string; className: string; description: string; url: string }>;
  demos?: Array<{ title: string; url: string }>;
}

export interface ApiAnswerOptions {
  /** Only the members, slots and classes of this name (`sortModel`), else all of them. */
  member?: string;
}

/**
 * An API entry as an answer: what it is and where it comes from (plan, package, imports), then
 * its props or properties (type, default, whether required, the plan that adds it, deprecation),
 * slots (with their default component) and CSS classes, each with the URL of its row. Fails when
 * `member` names none of them.
 */
export function apiEntryAnswer(
  entry: ApiEntry,
  entries: readonly ApiIndexEntry[],
  urlOf: UrlOf,
  { member }: ApiAnswerOptions = {},
): ApiEntryAnswer {
  const text = descriptionText(entries, entry, urlOf);
  const page = apiPagePath(entry);
  const names = [
    ...entry.members.map(({ name }) => name),
    ...entry.slots.map(({ name }) => name),
    ...entry.classes.map(({ key }) => key),
  ];
  if (member !== undefined && !names.includes(member)) {
    throw new ToolInputError(
      `${entry.name} has no prop, property, slot or CSS class named ${JSON.stringify(member.slice(0, 80))}; leave out member for all of them.`,
    );
  }
  const row = (prefix: string, name: string) => urlOf(`${page}#${prefix}${name}`);
  const wanted = (name: string) => member === undefined || name === member;
  const memberAnswer = (item: ApiMember): ApiMemberAnswer => ({
    name: item.name,
    type: item.type,
    ...(item.default === undefined ? {} : { default: item.default }),
    required: item.required,
    ...(item.plan ? { plan: item.plan } : {}),
    ...(item.deprecated === undefined ? {} : { deprecated: text(item.deprecated) || true }),
    description: text(item.description),
    ...(item.params?.length
      ? { params: item.params.map((param) => ({ name: param.name, description: text(param.description) })) }
      : {}),
    ...(item.returns ? { returns: text(item.returns) } : {}),
    url: row(API_ROW_ID_PREFIX.member, item.name),
  });
  const members = entry.members.filter((item) => wanted(item.name)).map(memberAnswer);
  return {
    name: entry.name,
    kind: entry.kind,
    product: entry.product,
    plan: entry.plan,
    package: entry.packageName,
    imports: entry.imports,
    url: urlOf(page),
    markdown: urlOf(`${apiPagePathname(entry)}.md`),
    ...(entry.deprecated === undefined ? {} : { deprecated: text(entry.deprecated) || true }),
    description: text(entry.description),
    ...(entry.aliasOf === undefined ? {} : { aliasOf: entry.aliasOf }),
    ...(entry.typeParameters?.length ? { typeParameters: entry.typeParameters } : {}),
    ...(entry.kind === 'component' ? { props: members } : { properties: members }),
    slots: entry.slots
      .filter((slot) => wanted(slot.name))
      .map((slot) => ({
        name: slot.name,
        ...(slot.default === undefined ? {} : { default: slot.default }),
        description: text(slot.description),
        url: row(API_ROW_ID_PREFIX.slot, slot.name),
      })),
    classes: entry.classes
      .filter((cssClass) => wanted(cssClass.key))
      .map((cssClass) => ({
        key: cssClass.key,
        className: cssClass.className,
        description: text(cssClass.description),
        url: row(API_ROW_ID_PREFIX.cssClass, cssClass.key),
      })),
    ...(entry.demoPages?.length
      ? {
          demos: entry.demoPages.map((demo) => ({
            title: demo.title,
            url: demo.href.startsWith('/') ? urlOf(demo.href.endsWith('/') ? demo.href : `${demo.href}/`) : demo.href,
          })),
        }
      : {}),
  };
}

/** The page list as an answer. */
export function pageListAnswer(product: string, kind: string, pages: readonly ListedPage[], urlOf: UrlOf) {
  return {
    product,
    kind,
    count: pages.length,
    pages: pages.map((page) => ({
      title: page.title,
      url: urlOf(page.path),
      markdown: urlOf(page.markdown),
      kind: page.kind,
      section: page.section,
      description: page.description,
    })),
  };
}
