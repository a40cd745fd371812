import type { InHouseAd } from '../src/ads/inHouseAd';

/** The in-house ads: shown when the ad network is off, blocked or has nothing for us. */
const ads: InHouseAd[] = [
  {
    link: '/x/react-data-grid/',
    img: '/static/ads/data-grid.svg',
    name: 'MUI X Data Grid',
    description: 'Sort, filter, edit and group large tables, then export them to Excel, with one React component.',
    poweredby: 'MUI X',
    label: 'in-house-data-grid',
  },
  {
    link: '/x/react-date-pickers/',
    img: '/static/ads/date-pickers.svg',
    name: 'Date and Time Pickers',
    description: 'Dates, times and ranges with keyboard entry and validation, for the date library you already use.',
    poweredby: 'MUI X',
    label: 'in-house-date-pickers',
  },
  {
    link: '/x/react-charts/',
    img: '/static/ads/charts.svg',
    name: 'MUI X Charts',
    description: 'Bars, lines, pies, heatmaps and more: accessible React charts that follow your theme.',
    poweredby: 'MUI X',
    label: 'in-house-charts',
  },
  {
    link: '/x/react-tree-view/',
    img: '/static/ads/tree-view.svg',
    name: 'Tree View',
    description: 'Show nested data with selection, lazy loading, editing and drag-and-drop ordering.',
    poweredby: 'MUI X',
    label: 'in-house-tree-view',
  },
  {
    link: '/x/introduction/licensing/',
    img: '/static/ads/licensing.svg',
    name: 'MUI X Pro and Premium',
    description: 'Advanced features and priority support for teams that build complex apps. Compare the plans.',
    poweredby: 'MUI X',
    label: 'in-house-licensing',
  },
];

export default ads;
