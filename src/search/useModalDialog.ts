import * as React from 'react';

/**
 * The browser's modal dialog, opened and closed with `open`: the page behind is inert, Escape
 * closes it, the first field takes focus, and however it closes focus goes back where it was.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const returnFocusRef = React.useRef<HTMLElement | null>(null);

  // When the dialog was opened from the page itself (focus on the body, which takes none), the
  // hidden field would keep focus and swallow the next `/`.
  const returnFocus = () => {
    returnFocusRef.current?.focus();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && dialogRef.current?.contains(focused)) focused.blur();
  };

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus();
    }
  }, [open]);

  // However it closed (Escape, the close button, a result). The close event comes a task after
  // `close()`: if the reader has opened the dialog again meanwhile (Escape then `/` at once), it is
  // stale and must not close the new opening.
  const onDialogClose = () => {
    if (dialogRef.current?.open) return;
    onClose();
    returnFocus();
  };

  return { dialogRef, inputRef, onDialogClose };
}
