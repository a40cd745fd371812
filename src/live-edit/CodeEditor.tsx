import * as React from 'react';
import { highlight } from '../code/highlight';
import classes from './liveEdit.module.css';
import { liveEditText } from './liveEditText';

interface CodeEditorProps {
  code: string;
  language: string;
  onChange: (code: string) => void;
  /** Start in editing mode, the textarea focused (the reader just clicked or pressed Enter). */
  startEditing: boolean;
}

/**
 * The editor of a demo's file, loaded on the first edit: a textarea over the highlighted code.
 * Tab indents; Escape stops editing and puts focus back on the code block, from which Tab moves
 * on; the browser's own undo and redo work (indenting goes through the same editing command).
 */
export default function CodeEditor({ code, language, onChange, startEditing }: CodeEditorProps) {
  const [editing, setEditing] = React.useState(startEditing);
  const textarea = React.useRef<HTMLTextAreaElement>(null);
  const pre = React.useRef<HTMLPreElement>(null);
  const leaving = React.useRef(false);
  const hintId = `${React.useId()}-hint`;
  const html = React.useMemo(() => highlight(code, language), [code, language]);

  React.useEffect(() => {
    if (editing) textarea.current?.focus();
    else if (leaving.current) pre.current?.focus();
    leaving.current = false;
  }, [editing]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      leaving.current = true;
      setEditing(false);
    } else if (event.key === 'Tab' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      // The editing command keeps the browser's undo history, which setting the value would clear.
      document.execCommand('insertText', false, '  ');
    }
  };

  const highlighted = (
    <pre
      ref={pre}
      className={`language-${language}`}
      tabIndex={editing ? -1 : 0}
      aria-hidden={editing || undefined}
      aria-label={editing ? undefined : liveEditText('code')}
      onClick={() => setEditing(true)}
      onKeyDown={(event) => {
        if (!editing && event.key === 'Enter') {
          event.preventDefault();
          setEditing(true);
        }
      }}
    >
      <code dangerouslySetInnerHTML={{ __html: `${html}\n` }} />
    </pre>
  );
  if (!editing) return <div className="code-block">{highlighted}</div>;
  return (
    <div>
      <div className={`code-block ${classes.editor}`}>
        {highlighted}
        <textarea
          ref={textarea}
          className={classes.textarea}
          value={code}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onScroll={(event) => {
            pre.current?.scrollTo(event.currentTarget.scrollLeft, event.currentTarget.scrollTop);
          }}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-label={liveEditText('textarea')}
          aria-describedby={hintId}
        />
      </div>
      <p id={hintId} role="status" className={classes.hint}>
        {liveEditText('hint')}
      </p>
    </div>
  );
}
