import * as React from 'react';
import type { RunFile } from './protocol';

export interface LiveEdit {
  /** The edited files (all of the demo's, the edited ones changed), or null before any edit. */
  files: RunFile[] | null;
  editedPaths: ReadonlySet<string>;
  /** Whether the edited code runs: false for code from a link until the reader asks for it. */
  running: boolean;
  /** The edit came from a share link. */
  fromLink: boolean;
  /** The reader has opened the editor on this variant (edited or not) since the last reset. */
  editing: boolean;
  startEditing: () => void;
  edit: (path: string, code: string) => void;
  /** Shows the files of a share link, edited but not running. */
  loadShared: (files: RunFile[], original: readonly RunFile[]) => void;
  run: () => void;
  reset: () => void;
  /** True when there is no edit, or the reader agrees to lose it (which resets it). */
  confirmDiscard: (question: string) => boolean;
}

interface EditState {
  key: string;
  files: RunFile[];
  edited: Set<string>;
  running: boolean;
  fromLink: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/** A demo's files as the code panel shows them: the edited code over the originals (their other fields kept). */
export function withEditedCode<File extends RunFile>(original: File[] | null, edited: readonly RunFile[] | null) {
  if (!original || !edited) return original;
  return original.map((file, index) => ({ ...file, code: edited[index]?.code ?? file.code }));
}

/**
 * The reader's edit of a demo's code, for one styling and variant (`key`): the hook point of the
 * demo frame. It holds plain state; the editor and the runner load with their components.
 */
export function useLiveEdit(key: string, original: readonly RunFile[] | null): LiveEdit {
  const [state, setState] = React.useState<EditState | null>(null);
  const [editingKey, setEditingKey] = React.useState<string | null>(null);
  const current = state?.key === key ? state : null;
  const startEditing = React.useCallback(() => setEditingKey(key), [key]);
  const edit = React.useCallback(
    (path: string, code: string) =>
      setState((previous) => {
        const mine = previous?.key === key ? previous : null;
        const edited = new Set(mine?.edited ?? []);
        edited.add(path);
        // Only the path and code travel: the runner refuses a file with any other field (a demo's
        // sources also carry their highlighted HTML).
        const base =
          mine?.files ??
          (original ?? []).map(({ path: filePath, code: fileCode }) => ({
            path: filePath,
            code: fileCode,
          }));
        return {
          key,
          files: base.map((file) => (file.path === path ? { path, code } : file)),
          edited,
          running: mine?.running ?? true,
          fromLink: mine?.fromLink ?? false,
        };
      }),
    [key, original],
  );
  const loadShared = React.useCallback(
    (files: RunFile[], originalFiles: readonly RunFile[]) => {
      const before = new Map(originalFiles.map((file) => [file.path, file.code]));
      const edited = new Set(files.filter((file) => before.get(file.path) !== file.code).map((file) => file.path));
      setState({ key, files, edited, running: false, fromLink: true });
    },
    [key],
  );
  const run = React.useCallback(() => setState((previous) => previous && { ...previous, running: true }), []);
  const reset = React.useCallback(() => {
    setState(null);
    setEditingKey(null);
  }, []);
  const confirmDiscard = (question: string) => {
    if (!current) return true;
    if (!window.confirm(question)) return false;
    reset();
    return true;
  };
  return {
    files: current?.files ?? null,
    editedPaths: current?.edited ?? NONE,
    running: current?.running ?? false,
    fromLink: current?.fromLink ?? false,
    editing: editingKey === key,
    startEditing,
    edit,
    loadShared,
    run,
    reset,
    confirmDiscard,
  };
}
