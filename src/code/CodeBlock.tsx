import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationsContext';
import { PlainButton } from '../layout/PlainButton';
import { useCopyShortcut, useCopyShortcutLabel } from './useCopyShortcut';
import { CODE_BLOCK_COPY_REVERT_MS, useCopyState } from './useCopyState';

interface CodeBlockProps {
  /** Highlighted HTML. */
  html: string;
  code: string;
  language: string;
}

/**
 * A highlighted code block with its copy button. The platform's copy shortcut copies the block
 * while the pointer is over it or it has focus, unless the reader has selected text.
 */
export function CodeBlock({ html, code, language }: CodeBlockProps) {
  const t = useTranslate();
  const { copied, copyText } = useCopyState(CODE_BLOCK_COPY_REVERT_MS);
  const shortcut = useCopyShortcutLabel();
  const { active, handlers } = useCopyShortcut(() => copyText(code));
  return (
    <Box className="code-block" sx={{ position: 'relative', my: 2 }} {...handlers}>
      <pre className={`language-${language || 'text'}`} tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      <PlainButton
        onClick={() => copyText(code)}
        data-ga-event-category="code"
        data-ga-event-action="copy-click"
        sx={{
          position: 'absolute',
          top: 8,
          insetInlineEnd: 8,
          px: 1,
          py: 0.25,
          gap: 0.5,
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
        {shortcut && !copied ? (
          // Part of the button's name for everyone; shown while the shortcut would work.
          <Box component="kbd" sx={{ font: 'inherit', fontWeight: 400, opacity: active ? 0.8 : 0 }}>
            ({shortcut})
          </Box>
        ) : null}
      </PlainButton>
    </Box>
  );
}
