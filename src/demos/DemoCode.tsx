import { CodeBlock } from '../code/CodeBlock';
import { EditableCode } from '../live-edit/EditableCode';
import { useTranslate } from '../i18n/TranslationsContext';
import classes from './demo.module.css';
import type { DemoFile } from './types';

interface DemoCodeProps {
  id: string;
  open: boolean;
  /** Highlighted JSX preview, shown while the code is hidden. */
  previewHtml: string | null;
  /** The files of the chosen variant and styling, null until loaded. */
  files: DemoFile[] | null;
  /** The files the reader has edited (their `html` is the original's: the editor highlights them). */
  editedPaths: ReadonlySet<string>;
  onEdit: (path: string, code: string) => void;
  onStartEditing: () => void;
}

const extension = (path: string) => path.split('.').pop() ?? '';

/** Below a demo: its JSX preview, or, once shown, every file of its source. */
export function DemoCode({ id, open, previewHtml, files, editedPaths, onEdit, onStartEditing }: DemoCodeProps) {
  const t = useTranslate();
  let content: React.ReactNode = null;
  if (!open && previewHtml) {
    content = (
      <pre className="language-tsx demo-preview" tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: previewHtml }} />
      </pre>
    );
  } else if (open && files) {
    content = files.map((file) => (
      <div key={file.path} className={`demo-file ${classes.file}`}>
        {files.length > 1 ? <p className={classes.filePath}>{file.path}</p> : null}
        <EditableCode
          code={file.code}
          language={extension(file.path)}
          edited={editedPaths.has(file.path)}
          onChange={(code) => onEdit(file.path, code)}
          onStart={onStartEditing}
        >
          <CodeBlock html={file.html} code={file.code} language={extension(file.path)} />
        </EditableCode>
      </div>
    ));
  } else if (open) {
    content = (
      <p role="status" className={classes.codeLoading}>
        {t('demoCodeLoading')}
      </p>
    );
  }
  return (
    <div id={id} className="demo-code markdown-text">
      {content}
    </div>
  );
}
