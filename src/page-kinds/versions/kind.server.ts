import { allProductVersions } from '../../nav/versions';
import { headFromStrings } from '../shared/framePage.server';
import { pageCommon } from '../shared/pageCommon';
import { definePageKindServer } from '../shared/pageKindServer';
import { siteRoute } from '../shared/route';
import type { VersionsPageProps } from './kind';

export const versionsServer = definePageKindServer<VersionsPageProps>({
  routes: () => [siteRoute('versions', '/versions')],
  build: (context) => ({
    ...pageCommon(context, ...headFromStrings(context)),
    kind: 'versions',
    versionsList: allProductVersions(),
  }),
  toMarkdown: null,
});
