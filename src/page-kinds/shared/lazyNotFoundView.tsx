import dynamic from 'next/dynamic';

/** The view of the 404 and 500 pages, loaded lazily: one loader for the two kinds that show it. */
export const LazyNotFoundView = dynamic(() => import('../../frame-pages/NotFoundView'));
