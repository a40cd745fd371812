import { loadSizeSnapshot } from '../size-snapshot/sizeSnapshotFile.server';
import { sizeSnapshotSummary } from '../size-snapshot/sizeSnapshotPage';
import type { BuildContext } from './buildContext';
import { buildDocsContent, markdownHead } from './docsPage.server';
import { pageCommon } from './pageCommon';
import type { PagePropsOfKind } from './index';

export function buildSizeSnapshotPage(context: BuildContext): PagePropsOfKind<'size-snapshot'> {
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
