import type { SitePageProps } from './index';

// The kinds whose content is generated HTML of hundreds of rows: the document carries it once.
const CONTENT_IN_DOCUMENT_KINDS: ReadonlySet<SitePageProps['kind']> = new Set(['api', 'docs-tab']);

/**
 * The page's props as its document serializes them for hydration: an API page's HTML segments
 * are left out (the same HTML is already in the document, where the browser reads it back), so
 * the page's content is not shipped twice. Client-side navigation fetches the full props.
 */
export function serializedPageProps(props: SitePageProps): SitePageProps {
  if (!CONTENT_IN_DOCUMENT_KINDS.has(props.kind) || !('docs' in props)) return props;
  const segments = props.docs.page.segments.map((segment) =>
    segment.type === 'html' ? { type: 'html' as const, html: '', inDocument: true as const } : segment,
  );
  return { ...props, docs: { ...props.docs, page: { ...props.docs.page, segments } } };
}
