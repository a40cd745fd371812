import dynamic from 'next/dynamic';

// Views that several kinds show, each with one lazy loader: a loader per kind would be one more
// wrapper in the app's chunk for the same module.

/** The view of the 404 and 500 pages. */
export const LazyNotFoundView = dynamic(() => import('../../frame-pages/NotFoundView'));

/** The view of the API pages, the API indexes and the component pages' API tabs. */
export const LazyApiPageView = dynamic(() => import('../../api-docs/ApiPageView'));
