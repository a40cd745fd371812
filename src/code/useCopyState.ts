import * as React from 'react';
import copy from 'clipboard-copy';

/** Revert delays of the "Copied" label (specification, section 9). */
export const CODE_BLOCK_COPY_REVERT_MS = 2000;
export const STANDALONE_COPY_REVERT_MS = 1200;

/**
 * Copies text still on its way (fetched on click). A clipboard item that takes a promise starts
 * the write within the click, as Safari requires; elsewhere the text is copied once it arrives.
 */
function copyPending(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
    return text.then(copy);
  }
  const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
  return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
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
        await (typeof text === 'string' ? copy(text) : copyPending(text));
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
