import * as React from 'react';
import type { CodeStyling, CodeVariant } from '../code/codePreferences';
import { STANDALONE_COPY_REVERT_MS, useCopyState } from '../code/useCopyState';
import { useBrowserValue } from '../ui/useBrowserValue';
import type { RunFile } from './protocol';
import { SHARE_LINK_MARK } from './shareLinkMark';
import type { LiveEdit } from './useLiveEdit';

export interface ShareLinkOptions {
  /** The demo's name, which a link names it by. */
  name: string;
  styling: CodeStyling;
  codeVariant: CodeVariant;
  live: LiveEdit;
  /** The demo's original files in the link's styling and variant (the code preferences read them from it). */
  loadOriginal: () => Promise<readonly RunFile[]>;
  /** Brings the demo into view. */
  scrollIntoView: () => void;
  /** Shows the demo's code. */
  showCode: () => void;
}

export interface ShareLink {
  /** The page opened with a link to this demo whose code could not be read. */
  invalidLink: boolean;
  /** The edit is over the size a link can carry. */
  tooLarge: boolean;
  linkCopied: boolean;
  copyLink: () => void;
  /** Forgets the notice of an unreadable link (the reader reset the demo). */
  dismiss: () => void;
}

/**
 * A demo's share links: the one the page opened with (its code shown, not run until asked) and
 * the one "Copy link" writes. The reader and its decompressor load only for a link or a copy.
 */
export function useShareLink(options: ShareLinkOptions): ShareLink {
  const { name, styling, codeVariant, live, loadOriginal, scrollIntoView, showCode } = options;
  const [invalidLink, setInvalidLink] = React.useState(false);
  const [tooLarge, setTooLarge] = React.useState(false);
  const link = useCopyState(STANDALONE_COPY_REVERT_MS);
  const hash = useBrowserValue(() => window.location.hash, '');
  // A link is acted on once: the one the page opened with, not one this demo wrote itself.
  const handled = React.useRef(false);
  const { loadShared, files } = live;

  React.useEffect(() => {
    if (handled.current || !hash.includes(SHARE_LINK_MARK)) return undefined;
    let current = true;
    import('./shareLink').then(({ readShareHash }) => {
      const reading = readShareHash(hash);
      if (!current || handled.current || reading?.name !== name) return;
      handled.current = true;
      scrollIntoView();
      if (reading.kind === 'invalid') {
        setInvalidLink(true);
        return;
      }
      loadOriginal().then(
        (original) => {
          loadShared(reading.edit.files, original);
          showCode();
        },
        () => setInvalidLink(true),
      );
    });
    return () => {
      current = false;
    };
    // Read once per fragment: the loaders and the reveal change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, name]);

  const copyLink = () => {
    if (!files) return;
    // The text goes to the clipboard as a promise, so that the write starts within the click.
    const url = import('./shareLink').then(({ shareHash }) => {
      const fragment = shareHash({ styling, codeVariant, name, files });
      setTooLarge(fragment === null);
      if (fragment === null) throw new Error('The edit is too large for a link.');
      handled.current = true;
      window.history.replaceState(window.history.state, '', fragment);
      scrollIntoView();
      return window.location.href;
    });
    void link.copyText(url);
  };

  return { invalidLink, tooLarge, linkCopied: link.copied, copyLink, dismiss: () => setInvalidLink(false) };
}
