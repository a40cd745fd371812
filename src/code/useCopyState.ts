import * as React from 'react';

/** Revert delays of the "Copied" label (specification, section 9). */
export const CODE_BLOCK_COPY_REVERT_MS = 2000;
export const STANDALONE_COPY_REVERT_MS = 1200;

/**
 * Writes with the async Clipboard API. Where it is missing or refuses (an insecure context, an
 * unfocused document), the selection-based fallback of clipboard-copy is loaded then, so it stays
 * out of every page's first load.
 */
async function writeText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const { default: copy } = await import('clipboard-copy');
    await copy(text);
  }
}

/**
 * Copies text still on its way (fetched on click). A clipboard item that takes a promise starts
 * the write within the click, as Safari requires; elsewhere, or where the item is refused, the text
 * is copied once it arrives.
 */
function copyPending(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
    return text.then(writeText);
  }
  const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
  // A clipboard that refuses the item (an unfocused document, no promised items) still gets the
  // text, the way a string is copied, once it arrives.
  return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]).catch(() => text.then(writeText));
}

/**
 * Copies text (or the text a promise resolves to) and reports `copied` until `revertAfterMs` has
 * passed. A failed clipboard write or a rejected promise is ignored: the label simply does not change.
 */
export function useCopyState(revertAfterMs: number) {
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const copyText = React.useCallback(
    async (text: string | Promise<string>) => {
      try {
        await (typeof text === 'string' ? writeText(text) : copyPending(text));
      } catch {
        return;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), revertAfterMs);
    },
    [revertAfterMs],
  );
  return { copied, copyText };
}
