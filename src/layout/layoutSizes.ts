/** The app bar's height: 56 px of content and its 1 px bottom border. Sticky parts sit below it. */
export const HEADER_HEIGHT = 57;

/** Width of the navigation drawer, permanent or temporary. */
export const DRAWER_WIDTH = 280;

/** Where a sticky column or a scrolled-to heading stops: below the app bar, with some air. */
export const STICKY_TOP = HEADER_HEIGHT + 24;
