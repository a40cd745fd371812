import { useTranslate } from '../i18n/TranslationsContext';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipToContent() {
  const t = useTranslate();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
