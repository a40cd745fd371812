import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '../code/CodeBlock';
import { useTranslate } from '../i18n/TranslationsContext';
import type { DemoFile } from './types';

interface DemoCodeProps {
  id: string;
  open: boolean;
  /** Highlighted JSX preview, shown while the code is hidden. */
  previewHtml: string | null;
  /** The files of the chosen variant and styling, null until loaded. */
  files: DemoFile[] | null;
}

const extension = (path: string) => path.split('.').pop() ?? '';

/** Below a demo: its JSX preview, or, once shown, every file of its source. */
export function DemoCode({ id, open, previewHtml, files }: DemoCodeProps) {
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
      <Box key={file.path} className="demo-file" sx={{ '& .code-block': { my: 1 } }}>
        {files.length > 1 ? (
          <Typography component="p" variant="caption" sx={{ fontFamily: 'monospace', mt: 1, mb: -1.5 }}>
            {file.path}
          </Typography>
        ) : null}
        <CodeBlock html={file.html} code={file.code} language={extension(file.path)} />
      </Box>
    ));
  } else if (open) {
    content = (
      <Typography role="status" sx={{ color: 'text.secondary', py: 2 }}>
        {t('demoCodeLoading')}
      </Typography>
    );
  }
  return (
    <Box id={id} className="demo-code markdown-text">
      {content}
    </Box>
  );
}
