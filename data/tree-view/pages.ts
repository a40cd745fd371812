import type { DocsPage } from '../../src/nav/pageTypes';

/** The tree-view group of the navigation tree (assembled in `data/pages.ts`). */
const treeViewPages: DocsPage = {
  pathname: '/x/react-tree-view--',
  children: [
    { pathname: '/x/react-tree-view' },
    { pathname: '/x/react-tree-view/getting-started' },
    {
      pathname: '/x/react-tree-view/simple-tree-view--',
      subheader: 'components',
      children: [
        { pathname: '/x/react-tree-view/simple-tree-view/items' },
        { pathname: '/x/react-tree-view/simple-tree-view/selection' },
        { pathname: '/x/react-tree-view/simple-tree-view/expansion' },
        { pathname: '/x/react-tree-view/simple-tree-view/focus' },
      ],
    },
    {
      pathname: '/x/react-tree-view/rich-tree-view--',
      children: [
        { pathname: '/x/react-tree-view/rich-tree-view/items' },
        { pathname: '/x/react-tree-view/rich-tree-view/selection' },
        { pathname: '/x/react-tree-view/rich-tree-view/expansion' },
        { pathname: '/x/react-tree-view/rich-tree-view/focus' },
        { pathname: '/x/react-tree-view/rich-tree-view/editing' },
        { pathname: '/x/react-tree-view/rich-tree-view/lazy-loading', plan: 'pro', newFeature: true },
        { pathname: '/x/react-tree-view/rich-tree-view/ordering', plan: 'pro' },
      ],
    },
    { pathname: '/x/react-tree-view/customization', subheader: 'main-features' },
    { pathname: '/x/react-tree-view/tree-item-customization' },
    { pathname: '/x/react-tree-view/accessibility' },
    { pathname: '/x/api/tree-view' },
  ],
};

export default treeViewPages;
