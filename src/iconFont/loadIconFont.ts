/** The icon-font stylesheet, served from our own origin (copied before the build by scripts/copy-fonts.mts). */
export const ICON_FONT_STYLESHEET = '/static/fonts/material-icons.css';

/** Adds `<link rel="stylesheet" href>` to the head once; returns the link. */
export function addStylesheet(doc: Document, href: string): HTMLLinkElement {
  const existing = Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).find(
    (link) => link.getAttribute('href') === href,
  );
  if (existing) {
    return existing;
  }
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.appendChild(link);
  return link;
}

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
};

/**
 * Runs `task` once the page has loaded and the main thread is free of the load's work, so
 * what it fetches never competes with the first paint. Returns its cancellation.
 */
export function afterPageLoad(win: IdleWindow, task: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => {
    timer = win.setTimeout(task, 0);
  };
  if (win.document.readyState === 'complete') {
    schedule();
    return () => win.clearTimeout(timer);
  }
  win.addEventListener('load', schedule, { once: true });
  return () => {
    win.removeEventListener('load', schedule);
    win.clearTimeout(timer);
  };
}
