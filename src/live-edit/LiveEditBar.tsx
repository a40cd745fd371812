import classes from './liveEdit.module.css';
import { liveEditText } from './liveEditText';

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
  if (!props.edited && !props.invalidLink) return null;
  return (
    <div className={classes.bar}>
      {props.invalidLink ? <p role="status">{liveEditText('invalidLink')}</p> : null}
      {props.sharedPending ? (
        <p role="status">
          {liveEditText('fromLink')}{' '}
          <button type="button" onClick={props.onRun}>
            {liveEditText('run')}
          </button>{' '}
          <button type="button" onClick={props.onReset}>
            {liveEditText('reset')}
          </button>
        </p>
      ) : null}
      {props.edited ? (
        <p>
          <button type="button" onClick={props.onCopyLink}>
            {props.linkCopied ? liveEditText('linkCopied') : liveEditText('copyLink')}
          </button>
          {props.tooLarge ? <span role="status"> {liveEditText('tooLarge')}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
