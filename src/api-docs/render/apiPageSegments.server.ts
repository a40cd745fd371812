import { highlight } from '../../code/highlight';
import { escapeHtml } from '../../ui/escapeHtml';
import { headingHtml } from '../../markdown/headingHtml';
import type { MarkdownPage, TocEntry } from '../../markdown/types';
import type { ApiEntry, ApiMember } from '../types';
import { slotClassName } from '../slotClass';
import { aliasDeclaration, themeExample } from './entryCode';
import {
  SEARCH_WEIGHT_ATTRIBUTE,
  searchIgnoredAttributes,
  searchResultAttributes,
} from '../../search/searchAttributes';
import { repeatedRows } from '../searchBaseEntry';
import { apiTableHtml, type ApiTableColumn } from './apiTableHtml';
import { isProseDefault } from './proseDefault';
import { API_ROW_ID_PREFIX } from './apiRowIds';
import { renderApiText, type ApiLinkResolver } from './renderApiText.server';

export interface ApiDemoLink {
  /** The docs page's title. */
  title: string;
  href: string;
  demos: string[];
}

export interface ApiRenderOptions {
  /** A UI string (`api-docs.props`) in the page's language, its `{{placeholders}}` filled from `values`. */
  strings: (key: string, values?: Record<string, string>) => string;
  linkFor: ApiLinkResolver;
  demos: ApiDemoLink[];
  /** Heading ids are prefixed when several entries share a page (a docs tab). */
  idPrefix?: string;
  /** The level of the entry's own sections: 2 on its page, 3 under a tab's per-component heading. */
  depth?: 2 | 3;
  /** The plan below (`searchBaseEntry`): rows repeated from it unchanged are left out of search. */
  searchBase?: ApiEntry | null;
  /** What the export adds to a bundle imported alone (sizes written out), and its row on /size-snapshot/. */
  bundleSize?: { gzip: string; minified: string; href: string } | null;
}

// A search for a prop's name should find its row before pages that merely mention it.
const NAME_WEIGHT = `${SEARCH_WEIGHT_ATTRIBUTE}="10"`;

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

const defaultCell = (value: string | undefined, linkFor: ApiLinkResolver) =>
  value === undefined ? '' : isProseDefault(value) ? renderApiText(value, linkFor) : code(value);

/** The opening of a linkable row: a search result of its own, or left out when repeated from the plan below. */
function rowStart(id: string, title: string, repeated: boolean): string {
  const attributes = { id, ...(repeated ? searchIgnoredAttributes() : searchResultAttributes(title)) };
  const html = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<tr ${html.join(' ')}>`;
}

/** A linkable row's id: the entry's prefix (a tab's), the table's (`prop-`), the name. */
const rowId = (options: ApiRenderOptions, table: keyof typeof API_ROW_ID_PREFIX, name: string) =>
  `${options.idPrefix ?? ''}${API_ROW_ID_PREFIX[table]}${name}`;

/** The name that links to its own row, weighted for search. */
const nameLink = (id: string, name: string) =>
  `<a class="api-name" href="#${id}" ${NAME_WEIGHT}>${escapeHtml(name)}</a>`;

function memberRow(member: ApiMember, options: ApiRenderOptions, repeated: boolean): string {
  const t = options.strings;
  const id = rowId(options, 'member', member.name);
  const flags = [
    member.plan
      ? `<span class="api-plan api-plan-${member.plan}">${escapeHtml(t(`api-docs.plan-${member.plan}`))}</span>`
      : '',
    member.required ? `<span class="api-flag api-required">${escapeHtml(t('api-docs.required'))}</span>` : '',
    member.deprecated === undefined
      ? ''
      : `<span class="api-flag api-deprecated">${escapeHtml(t('api-docs.deprecated'))}</span>`,
  ].join('');
  // Left out of the search index: it spells out the type named beside it, and as an excerpt it
  // crowded out the description (and cost the page's search fragment its size).
  const expanded = member.expandedType
    ? `<details class="api-expanded-type" data-pagefind-ignore="all"><summary>${escapeHtml(t('api-docs.expandedType'))}</summary>${code(member.expandedType)}</details>`
    : '';
  const deprecation =
    member.deprecated === undefined
      ? ''
      : `<p class="api-deprecation"><strong>${escapeHtml(t('api-docs.deprecated'))}</strong>${
          member.deprecated ? ` ${renderApiText(member.deprecated, options.linkFor)}` : ''
        }</p>`;
  const params = member.params?.length
    ? `<ul class="api-params">${member.params
        .map((param) => `<li>${code(param.name)} ${renderApiText(param.description, options.linkFor)}</li>`)
        .join('')}</ul>`
    : '';
  const returns = member.returns
    ? `<p class="api-returns">${escapeHtml(t('api-docs.returns'))} ${renderApiText(member.returns, options.linkFor)}</p>`
    : '';
  return (
    rowStart(id, member.name, repeated) +
    `<td>${nameLink(id, member.name)}${flags}</td>` +
    `<td>${code(member.type)}${expanded}</td>` +
    `<td>${defaultCell(member.default, options.linkFor)}</td>` +
    `<td>${deprecation}${renderApiText(member.description, options.linkFor)}${params}${returns}</td></tr>`
  );
}

/** Collects a page's segments and its table of contents: runs of HTML merge, sections get anchors. */
function segmentWriter(idPrefix: string, depth: 2 | 3) {
  const toc: TocEntry[] = [];
  const segments: MarkdownPage['segments'] = [];
  const html = (text: string) => {
    const last = segments.at(-1);
    if (last?.type === 'html') last.html += text;
    else segments.push({ type: 'html', html: text });
  };
  const section = (key: string, label: string) => {
    const id = `${idPrefix}${key}`;
    toc.push({ id, text: label, children: [] });
    html(headingHtml(depth, id, escapeHtml(label), label));
  };
  const tsxBlock = (source: string) =>
    segments.push({ type: 'code', code: source, language: 'tsx', html: highlight(source, 'tsx') });
  const tableSection = (key: string, label: string, columns: ApiTableColumn[], rows: string[]) => {
    section(key, label);
    html(apiTableHtml(columns, rows));
  };
  return { toc, segments, html, section, tsxBlock, tableSection };
}

type SegmentWriter = ReturnType<typeof segmentWriter>;

/**
 * An API entry as page content: import snippet, description, then the props (or members), slots,
 * CSS classes and demos, each a section with its heading and a table whose rows can be linked to.
 */
export function apiEntrySegments(entry: ApiEntry, options: ApiRenderOptions): Pick<MarkdownPage, 'toc' | 'segments'> {
  const t = options.strings;
  const writer = segmentWriter(options.idPrefix ?? '', options.depth ?? 2);
  const page = () => ({ toc: writer.toc, segments: writer.segments });
  writeSummary(entry, options, writer);
  writer.section('import', t('api-docs.import'));
  writer.tsxBlock(entry.imports.join('\n'));
  if (entry.aliasOf !== undefined) {
    writer.section('type', t('api-docs.type'));
    writer.tsxBlock(aliasDeclaration(entry.name, entry.aliasOf));
    if (entry.members.length === 0) return page();
  }
  writeMembers(entry, options, writer);
  writeSlots(entry, options, writer);
  writeClasses(entry, options, writer);
  writeTheme(entry, options, writer);
  if (entry.kind === 'component') writeDemos(options, writer);
  return page();
}

/** The plan and package, the bundle size, the deprecation and the description. */
function writeSummary(entry: ApiEntry, options: ApiRenderOptions, { html }: SegmentWriter) {
  const t = options.strings;
  const planLabel = t(`api-docs.plan-${entry.plan}`);
  html(
    `<p class="api-summary"><span class="api-plan api-plan-${entry.plan}">${escapeHtml(planLabel)}</span> ${code(entry.packageName)}</p>\n`,
  );
  if (options.bundleSize) {
    const { gzip, minified, href } = options.bundleSize;
    const text = t('api-docs.bundleSize', { gzip, minified });
    html(`<p class="api-bundle-size"><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>\n`);
  }
  if (entry.deprecated !== undefined) {
    html(
      `<p class="api-deprecation"><strong>${escapeHtml(t('api-docs.deprecated'))}</strong> ${renderApiText(entry.deprecated, options.linkFor)}</p>\n`,
    );
  }
  if (entry.description)
    html(`<div class="api-description">${renderApiText(entry.description, options.linkFor)}</div>\n`);
}

/** The props (of a component) or properties, with the notes on its ref, attributes and type parameters. */
function writeMembers(entry: ApiEntry, options: ApiRenderOptions, { html, section }: SegmentWriter) {
  const t = options.strings;
  const isComponent = entry.kind === 'component';
  section(isComponent ? 'props' : 'properties', t(isComponent ? 'api-docs.props' : 'api-docs.properties'));
  const refNotes = [
    entry.refElement ? t('api-docs.refElement', { element: entry.refElement }) : '',
    entry.domAttributes ? t('api-docs.domAttributes', { element: entry.refElement ?? 'HTMLElement' }) : '',
  ].filter(Boolean);
  if (refNotes.length > 0) {
    html(`<div class="api-ref">${renderApiText(refNotes.join('\n\n'), options.linkFor)}</div>\n`);
  }
  if (entry.typeParameters?.length) {
    const text = t('api-docs.typeParameters', {
      name: `\`${entry.name}\``,
      list: entry.typeParameters.map((parameter) => `\`${parameter}\``).join(', '),
    });
    html(`<div class="api-type-parameters">${renderApiText(text, options.linkFor)}</div>\n`);
  }
  if (entry.members.length === 0) {
    html(`<p>${escapeHtml(t('api-docs.noProps'))}</p>\n`);
    return;
  }
  const repeated = repeatedRows(entry.members, options.searchBase?.members ?? []);
  html(
    apiTableHtml(
      [
        { header: t('api-docs.name'), width: 24 },
        { header: t('api-docs.type'), width: 28 },
        { header: t('api-docs.default'), width: 12 },
        { header: t('api-docs.description'), width: 36 },
      ],
      entry.members.map((member) => memberRow(member, options, repeated.has(member))),
    ),
  );
}

/** The slots, each linkable, with its default component and global class. */
function writeSlots(entry: ApiEntry, options: ApiRenderOptions, { tableSection }: SegmentWriter) {
  if (entry.slots.length === 0) return;
  const t = options.strings;
  const repeated = repeatedRows(entry.slots, options.searchBase?.slots ?? []);
  const columns = [
    { header: t('api-docs.slotName'), width: 20 },
    { header: t('api-docs.defaultComponent'), width: 22 },
    { header: t('api-docs.globalClass'), width: 22 },
    { header: t('api-docs.description'), width: 36 },
  ];
  const rows = entry.slots.map((slot) => {
    const id = rowId(options, 'slot', slot.name);
    const className = slotClassName(slot, entry.classes);
    return (
      `${rowStart(id, slot.name, repeated.has(slot))}<td>${nameLink(id, slot.name)}</td>` +
      `<td>${defaultCell(slot.default, options.linkFor)}</td>` +
      `<td>${className ? code(`.${className}`) : ''}</td>` +
      `<td>${renderApiText(slot.description, options.linkFor)}</td></tr>`
    );
  });
  tableSection('slots', t('api-docs.slots'), columns, rows);
}

/** The CSS classes, each linkable by its rule name. */
function writeClasses(entry: ApiEntry, options: ApiRenderOptions, { tableSection }: SegmentWriter) {
  if (entry.classes.length === 0) return;
  const t = options.strings;
  const repeated = repeatedRows(entry.classes, options.searchBase?.classes ?? []);
  const columns = [
    { header: t('api-docs.globalClass'), width: 34 },
    { header: t('api-docs.ruleName'), width: 22 },
    { header: t('api-docs.description'), width: 44 },
  ];
  const rows = entry.classes.map((cssClass) => {
    const id = rowId(options, 'cssClass', cssClass.key);
    return (
      rowStart(id, cssClass.className || cssClass.key, repeated.has(cssClass)) +
      `<td>${cssClass.className ? code(`.${cssClass.className}`) : ''}</td>` +
      `<td>${nameLink(id, cssClass.key)}</td>` +
      `<td>${renderApiText(cssClass.description, options.linkFor)}</td></tr>`
    );
  });
  tableSection('classes', t('api-docs.cssClasses'), columns, rows);
}

/** How the theme sets the component's default props and styles, with an example. */
function writeTheme(entry: ApiEntry, options: ApiRenderOptions, { html, section, tsxBlock }: SegmentWriter) {
  if (!entry.theme) return;
  const t = options.strings;
  section('theme', t('api-docs.theme'));
  const intro = t(entry.theme.styleOverrides ? 'api-docs.themeDefaultsAndStyles' : 'api-docs.themeDefaults', {
    key: `\`${entry.theme.key}\``,
  });
  const styleKeys = entry.theme.styleOverrides && entry.classes.length > 0 ? ` ${t('api-docs.themeStyleKeys')}` : '';
  html(`<div class="api-theme">${renderApiText(intro + styleKeys, options.linkFor)}</div>\n`);
  tsxBlock(themeExample(entry.theme, entry.classes));
}

/** The docs pages whose demos use the component, and the demos. */
function writeDemos(options: ApiRenderOptions, { html, section }: SegmentWriter) {
  const t = options.strings;
  section('demos', t('api-docs.demos'));
  html(
    options.demos.length === 0
      ? `<p>${escapeHtml(t('api-docs.noDemos'))}</p>\n`
      : `<ul class="api-demos">${options.demos
          .map(
            (demo) =>
              `<li><a href="${escapeHtml(demo.href)}">${escapeHtml(demo.title)}</a>${
                demo.demos.length ? `: ${demo.demos.map(code).join(', ')}` : ''
              }</li>`,
          )
          .join('')}</ul>\n`,
  );
}
