import * as React from 'react';

const CodeEditor = React.lazy(() => import('./CodeEditor'));

interface EditableCodeProps {
  code: string;
  language: string;
  /** The reader changed this file: it shows the editor's rendering of its code from then on. */
  edited: boolean;
  onChange: (code: string) => void;
  /** The reader opened the editor. */
  onStart: () => void;
  /** The code block as the page shows it before any edit. */
  children: React.ReactNode;
}

/**
 * A demo's code block that becomes editable: a click into the code, or Enter on it, loads the
 * editor (nothing of it loads before) and starts editing. Until then the block is unchanged.
 */
export function EditableCode({ code, language, edited, onChange, onStart, children }: EditableCodeProps) {
  const [started, setStarted] = React.useState(false);
  if (!started && !edited) {
    const start = (event: React.SyntheticEvent) => {
      // The copy button inside the block keeps its own action.
      if (!(event.target as Element).closest('pre')) return;
      setStarted(true);
      onStart();
    };
    return (
      <div
        onClick={start}
        onKeyDown={(event) => {
          if (event.key === 'Enter') start(event);
        }}
      >
        {children}
      </div>
    );
  }
  return (
    <React.Suspense fallback={children}>
      <CodeEditor code={code} language={language} onChange={onChange} startEditing={started} />
    </React.Suspense>
  );
}
