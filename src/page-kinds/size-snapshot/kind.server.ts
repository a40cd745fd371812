import { loadSizeSnapshot } from '../../size-snapshot/sizeSnapshotFile.server';
import { sizeSnapshotSummary } from '../../size-snapshot/sizeSnapshotPage';
import type { BuildContext } from '../shared/buildContext';
import { buildDocsContent, markdownHead } from '../shared/docsContent.server';
import { pageCommon } from '../shared/pageCommon';
import { markdownLink } from '../../markdown-export/llmsTxt';
import type { MarkdownExportContext } from '../shared/markdownExportContext';
import { markdownPage, withText } from '../shared/markdownPage.server';
import { definePageKindServer } from '../shared/pageKindServer';
import { ENGLISH_ONLY, siteRoute } from '../shared/route';
import type { SizeSnapshotPageProps } from './kind';

function buildSizeSnapshotPage(context: BuildContext): SizeSnapshotPageProps {
  const snapshot = loadSizeSnapshot(context.content.generatedDir);
  if (!snapshot)
    throw new Error('/size-snapshot/: no sizes measured; run scripts/size-snapshot.mts (part of the build)');
  const { docs } = buildDocsContent(context);
  // The sizes' section comes before the markdown: first in the table of contents too.
  const toc = [{ id: 'component-sizes', text: 'Component sizes', children: [] }, ...docs.page.toc];
  return {
    ...pageCommon(context, ...markdownHead(docs)),
    kind: 'size-snapshot',
    docs: { ...docs, page: { ...docs.page, toc } },
    sizes: snapshot.sizes,
    summary: sizeSnapshotSummary(snapshot),
  };
}

/** The page's markdown (the site's build figures), then where the component sizes are. */
function sizeSnapshotMarkdown(context: MarkdownExportContext<SizeSnapshotPageProps>) {
  const { sizes } = context.props();
  return withText(
    markdownPage(context),
    `## Component sizes\n\nThe minified and gzip size of ${sizes.length} components and hooks, each bundled alone: ${markdownLink('/size-snapshot.json', '/size-snapshot.json')}.`,
  );
}

export const sizeSnapshotServer = definePageKindServer<SizeSnapshotPageProps>({
  routes: () => [siteRoute('size-snapshot', '/size-snapshot', ENGLISH_ONLY)],
  build: buildSizeSnapshotPage,
  toMarkdown: sizeSnapshotMarkdown,
});
