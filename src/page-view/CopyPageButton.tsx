import { useCodeStyling, useCodeVariant } from '../code/CodePreferencesContext';
import type { CodeStyling } from '../code/codePreferences';
import { STANDALONE_COPY_REVERT_MS, useCopyState } from '../code/useCopyState';
import { useTranslate } from '../i18n/TranslationsContext';
import { markdownFileUrl } from '../markdown/markdownFileUrl';
import { PlainButton } from '../ui/PlainButton';

/**
 * Copies the page as Markdown, its demos in the reader's code variant and styling: the build
 * publishes a file per choice beside the page (scripts/generate-markdown.mts), fetched on click.
 */
export function CopyPageButton({
  demoStylings,
  className,
}: {
  demoStylings: readonly CodeStyling[];
  className?: string;
}) {
  const t = useTranslate();
  const codeVariant = useCodeVariant();
  const codeStyling = useCodeStyling();
  const { copied, copyText } = useCopyState(STANDALONE_COPY_REVERT_MS);
  const copyPage = () => {
    const url = markdownFileUrl(window.location.pathname, demoStylings, { codeVariant, codeStyling });
    return copyText(fetch(url).then((response) => (response.ok ? response.text() : Promise.reject(response))));
  };
  return (
    <PlainButton onClick={copyPage} className={className}>
      {copied ? t('copied') : t('copyPage')}
    </PlainButton>
  );
}
