/**
 * What marks a share link's fragment (`#system-BasicGrid.live.<payload>.tsx`): a page checks for
 * it before loading the link reader and its decompressor.
 */
export const SHARE_LINK_MARK = '.live.';
