import { pageKindOf, type SitePageProps } from '../index';

/**
 * The page's props as its document serializes them for hydration: the HTML segments of a kind
 * that keeps them in the document only (the API pages) are left out, since the browser reads the
 * same HTML back from the document. Client-side navigation fetches the full props.
 */
export function serializedPageProps(props: SitePageProps): SitePageProps {
  if (!pageKindOf(props).htmlInDocumentOnly || !('docs' in props)) return props;
  const segments = props.docs.page.segments.map((segment) =>
    segment.type === 'html' ? { type: 'html' as const, html: '', inDocument: true as const } : segment,
  );
  return { ...props, docs: { ...props.docs, page: { ...props.docs.page, segments } } };
}
