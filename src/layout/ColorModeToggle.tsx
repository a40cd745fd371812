import { useTranslate } from '../i18n/TranslationsContext';
import { useColorMode } from '../theme/useColorMode';
import { HeaderIconButton } from './HeaderIconButton';
import { DarkModeOutlined, LightModeOutlined } from '../ui/frameIcons';

/**
 * The app bar's light/dark switch: a "Dark mode" toggle button. The icon is picked by the mode
 * class in CSS (plainButton.css), so it is right from the first paint, before the mode is known
 * in React.
 */
export function ColorModeToggle() {
  const t = useTranslate();
  // Unknown on the server and while hydrating: the pressed state is given once hydrated.
  const { resolved, setMode } = useColorMode();
  return (
    <HeaderIconButton
      aria-label={t('darkMode')}
      title={t('darkMode')}
      aria-pressed={resolved ? resolved === 'dark' : undefined}
      onClick={() => setMode(resolved === 'dark' ? 'light' : 'dark')}
      data-ga-event-category="header"
      data-ga-event-action="color-mode"
      className="color-mode-toggle"
    >
      <DarkModeOutlined className="icon-dark" fontSize="small" />
      <LightModeOutlined className="icon-light" fontSize="small" />
    </HeaderIconButton>
  );
}
