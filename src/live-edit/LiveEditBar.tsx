import { useTranslate } from '../i18n/TranslationsContext';
import classes from './liveEdit.module.css';

interface LiveEditBarProps {
  edited: boolean;
  /** The edit came from a link and has not run yet. */
  sharedPending: boolean;
  /** The demo's share link could not be read. */
  invalidLink: boolean;
  /** The code is over the share limit. */
  tooLarge: boolean;
  linkCopied: boolean;
  onCopyLink: () => void;
  onRun: () => void;
  onReset: () => void;
}

/** Under an edited demo's toolbar: its share link, and the notices of a link's code. */
export function LiveEditBar(props: LiveEditBarProps) {
  const t = useTranslate();
  if (!props.edited && !props.invalidLink) return null;
  return (
    <div className={classes.bar}>
      {props.invalidLink ? <p role="status">{t('liveEditInvalidLink')}</p> : null}
      {props.sharedPending ? (
        <p role="status">
          {t('liveEditFromLink')}{' '}
          <button type="button" onClick={props.onRun}>
            {t('liveEditRun')}
          </button>{' '}
          <button type="button" onClick={props.onReset}>
            {t('liveEditReset')}
          </button>
        </p>
      ) : null}
      {props.edited ? (
        <p>
          <button type="button" onClick={props.onCopyLink}>
            {props.linkCopied ? t('liveEditLinkCopied') : t('liveEditCopyLink')}
          </button>
          {props.tooLarge ? <span role="status"> {t('liveEditTooLarge')}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
