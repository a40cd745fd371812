import type { DocsPage } from '../../src/nav/pageTypes';

/** The date-pickers group of the navigation tree (assembled in `data/pages.ts`). */
const datePickersPages: DocsPage = {
  pathname: '/x/react-date-pickers--',
  children: [
    { pathname: '/x/react-date-pickers' },
    { pathname: '/x/react-date-pickers/getting-started' },
    { pathname: '/x/react-date-pickers/base-concepts' },
    {
      pathname: '/x/react-date-pickers/date--',
      subheader: 'components',
      children: [
        { pathname: '/x/react-date-pickers/date-picker' },
        { pathname: '/x/react-date-pickers/date-field' },
        { pathname: '/x/react-date-pickers/date-calendar' },
      ],
    },
    {
      pathname: '/x/react-date-pickers/time--',
      children: [
        { pathname: '/x/react-date-pickers/time-picker' },
        { pathname: '/x/react-date-pickers/time-field' },
        { pathname: '/x/react-date-pickers/time-clock' },
        { pathname: '/x/react-date-pickers/digital-clock' },
      ],
    },
    {
      pathname: '/x/react-date-pickers/date-time--',
      children: [
        { pathname: '/x/react-date-pickers/date-time-picker' },
        { pathname: '/x/react-date-pickers/date-time-field' },
      ],
    },
    {
      pathname: '/x/react-date-pickers/range--',
      children: [
        { pathname: '/x/react-date-pickers/date-range-picker', plan: 'pro' },
        { pathname: '/x/react-date-pickers/date-range-field', plan: 'pro' },
        { pathname: '/x/react-date-pickers/date-range-calendar', plan: 'pro' },
        { pathname: '/x/react-date-pickers/time-range-picker', plan: 'pro', newFeature: true },
        { pathname: '/x/react-date-pickers/time-range-field', plan: 'pro' },
        { pathname: '/x/react-date-pickers/date-time-range-picker', plan: 'pro' },
        { pathname: '/x/react-date-pickers/date-time-range-field', plan: 'pro' },
      ],
    },
    { pathname: '/x/react-date-pickers/validation', subheader: 'main-features' },
    { pathname: '/x/react-date-pickers/fields' },
    { pathname: '/x/react-date-pickers/shortcuts' },
    { pathname: '/x/react-date-pickers/lifecycle' },
    { pathname: '/x/react-date-pickers/forms' },
    { pathname: '/x/react-date-pickers/accessibility' },
    { pathname: '/x/react-date-pickers/playground' },
    {
      pathname: '/x/react-date-pickers/localization--',
      children: [
        { pathname: '/x/react-date-pickers/localization' },
        { pathname: '/x/react-date-pickers/adapters-locale' },
        { pathname: '/x/react-date-pickers/calendar-systems' },
        { pathname: '/x/react-date-pickers/timezone' },
      ],
    },
    {
      pathname: '/x/react-date-pickers/customization--',
      children: [
        { pathname: '/x/react-date-pickers/custom-components' },
        { pathname: '/x/react-date-pickers/custom-layout' },
        { pathname: '/x/react-date-pickers/custom-field' },
        { pathname: '/x/react-date-pickers/custom-opening-button' },
      ],
    },
    { pathname: '/x/api/date-pickers' },
  ],
};

export default datePickersPages;
