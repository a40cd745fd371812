/**
 * Opens or closes a drawer group of the server-rendered list: its button's `aria-expanded` and the
 * `hidden` of the entries right after it, as `NavGroup` renders them.
 */
export function setNavGroupOpen(button: Element, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  const entries = button.nextElementSibling;
  if (entries instanceof HTMLElement) entries.hidden = !open;
}

/** Opens the groups of `list` whose button names one of `keys` (its `data-nav-key`). */
export function openNavGroups(list: HTMLElement, keys: string[]) {
  for (const button of Array.from(list.querySelectorAll('button[data-nav-key]'))) {
    if (keys.includes(button.getAttribute('data-nav-key') ?? '')) setNavGroupOpen(button, true);
  }
}
