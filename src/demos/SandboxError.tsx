import { useTranslate } from '../i18n/TranslationsContext';
import classes from './demo.module.css';

/** Why the demo could not be opened in StackBlitz or CodeSandbox, when it could not. */
export function SandboxError({ message }: { message: string | null }) {
  const t = useTranslate();
  if (!message) return null;
  return (
    <p role="alert" className={classes.sandboxError}>
      {t('demoSandboxError', { message })}
    </p>
  );
}
