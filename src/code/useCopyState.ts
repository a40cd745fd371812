import * as React from 'react';
import copy from 'clipboard-copy';

/** Revert delays of the "Copied" label (specification, section 9). */
export const CODE_BLOCK_COPY_REVERT_MS = 2000;
export const STANDALONE_COPY_REVERT_MS = 1200;

/**
 * Copies text and reports `copied` until `revertAfterMs` has passed. A failed clipboard write
 * is ignored: the label simply does not change.
 */
export function useCopyState(revertAfterMs: number) {
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const copyText = React.useCallback(
    async (text: string) => {
      try {
        await copy(text);
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
