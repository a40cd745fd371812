import { LiveEditBar } from './LiveEditBar';
import { useShareLink, type ShareLinkOptions } from './useShareLink';

/** A demo's live-edit bar with its share link: the one the page opened with, or one to copy. */
export function ShareBar(options: ShareLinkOptions) {
  const { live } = options;
  const share = useShareLink(options);
  return (
    <LiveEditBar
      edited={live.files !== null}
      sharedPending={live.fromLink && !live.running}
      invalidLink={share.invalidLink}
      tooLarge={share.tooLarge}
      linkCopied={share.linkCopied}
      onCopyLink={share.copyLink}
      onRun={live.run}
      onReset={() => {
        live.reset();
        share.dismiss();
      }}
    />
  );
}
