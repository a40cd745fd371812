import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslate } from '../i18n/TranslationsContext';
import { CODE_BLOCK_COPY_REVERT_MS, useCopyState } from './useCopyState';

interface CodeBlockProps {
  /** Highlighted HTML made at build time. */
  html: string;
  code: string;
  language: string;
}

/** A highlighted code block with its copy button. */
export function CodeBlock({ html, code, language }: CodeBlockProps) {
  const t = useTranslate();
  const { copied, copyText } = useCopyState(CODE_BLOCK_COPY_REVERT_MS);
  return (
    <Box className="code-block" sx={{ position: 'relative', my: 2 }}>
      <pre className={`language-${language || 'text'}`} tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      <ButtonBase
        onClick={() => copyText(code)}
        data-ga-event-category="code"
        data-ga-event-action="copy-click"
        sx={{
          position: 'absolute',
          top: 8,
          insetInlineEnd: 8,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          fontSize: '0.75rem',
          fontWeight: 600,
          color: '#E5EAF2',
          border: '1px solid rgba(229, 234, 242, 0.3)',
          bgcolor: 'rgba(28, 32, 37, 0.7)',
          '&:hover, &:focus-visible': { bgcolor: 'rgba(28, 32, 37, 1)' },
        }}
      >
        {copied ? t('copied') : t('copy')}
      </ButtonBase>
    </Box>
  );
}
