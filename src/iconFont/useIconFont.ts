import * as React from 'react';
import { addStylesheet, afterPageLoad, ICON_FONT_STYLESHEET } from './loadIconFont';

/** Loads the icon font's stylesheet once the page is interactive, never blocking the first paint. */
export function useIconFont() {
  React.useEffect(() => afterPageLoad(window, () => addStylesheet(document, ICON_FONT_STYLESHEET)), []);
}
