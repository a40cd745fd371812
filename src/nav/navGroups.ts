/**
 * Opens or closes a drawer group of the server-rendered list: its button's `aria-expanded` and the
 * entries right after it, as `NavGroup` renders them. A closed group's entries wait in a template,
 * out of the page's DOM: opening it the first time puts them in.
 */
export function setNavGroupOpen(button: Element, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  let entries = button.nextElementSibling;
  if (open && entries instanceof HTMLTemplateElement) {
    const shown = button.ownerDocument.createElement('div');
    shown.append(entries.content);
    entries.replaceWith(shown);
    entries = shown;
  }
  if (entries instanceof HTMLElement) entries.hidden = !open;
}

/** Opens the groups of `list` whose button names one of `keys` (its `data-nav-key`). */
export function openNavGroups(list: HTMLElement, keys: string[]) {
  // Opening a group puts its own groups' buttons in: look again until none of them is closed.
  for (;;) {
    const closed = Array.from(list.querySelectorAll('button[data-nav-key][aria-expanded="false"]')).filter((button) =>
      keys.includes(button.getAttribute('data-nav-key') ?? ''),
    );
    if (closed.length === 0) return;
    for (const button of closed) setNavGroupOpen(button, true);
  }
}
