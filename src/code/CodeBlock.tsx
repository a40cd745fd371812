import { useTranslate } from '../i18n/TranslationsContext';
import { PlainButton } from '../ui/PlainButton';
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
    <div className="code-block" {...handlers}>
      <pre className={`language-${language || 'text'}`} tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      <PlainButton
        onClick={() => copyText(code)}
        data-ga-event-category="code"
        data-ga-event-action="copy-click"
        className="code-block-copy"
      >
        {copied ? t('copied') : t('copy')}
        {shortcut && !copied ? (
          // Part of the button's name for everyone; shown while the shortcut would work.
          <kbd style={{ opacity: active ? 0.8 : 0 }}>({shortcut})</kbd>
        ) : null}
      </PlainButton>
    </div>
  );
}
