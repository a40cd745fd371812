import { translate } from '../i18n/translate';

// The live editor's strings, in English for every language. They load with the demo frame's code
// on demo pages rather than with the site data every page reads first: a text page's first-load
// budget has no room for strings it never shows.
const LIVE_EDIT_TEXT = {
  code: 'Demo code, press Enter to edit',
  textarea: 'Edit the demo code',
  hint: 'Editing: the demo runs as you type. Esc to stop editing.',
  starting: 'Starting the live demo…',
  stopped: 'The edited demo stopped answering and was stopped. Fix the code or reset the demo.',
  frameTitle: 'Live demo of the edited code',
  storage: 'The edited demo keeps its storage in memory: it is gone when the page reloads or the demo resets.',
  at: 'In {{file}}, line {{line}}.',
  openStackBlitz: 'Open in StackBlitz',
  edited: 'Edited',
  discard: 'Discard your edits to this demo?',
  copyLink: 'Copy link to the edited demo',
  linkCopied: 'Link copied',
  tooLarge: 'The code is too large to share in a link (64 KB at most).',
  fromLink: 'This demo shows code from a link. It runs only when you ask.',
  run: 'Run the code',
  reset: 'Show the original',
  invalidLink: 'The link’s code could not be read, so the original demo is shown.',
  failure: {
    syntax: 'Syntax error',
    import: 'Import not available in the live editor',
    render: 'The edited demo threw an error',
    'no-export': 'No component to show',
    loop: 'A loop was stopped',
  },
};

export type LiveEditTextKey =
  Exclude<keyof typeof LIVE_EDIT_TEXT, 'failure'> | `failure.${keyof typeof LIVE_EDIT_TEXT.failure}`;

/** One of the live editor's strings, its `{{placeholders}}` filled from `values`. */
export function liveEditText(key: LiveEditTextKey, values?: Record<string, string>): string {
  return translate({ current: LIVE_EDIT_TEXT, fallback: LIVE_EDIT_TEXT }, key, values);
}
