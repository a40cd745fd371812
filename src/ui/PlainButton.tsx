import * as React from 'react';

export type PlainButtonProps = React.ComponentPropsWithoutRef<'button'> & {
  /** Renders a link styled as the button. */
  href?: string;
  rel?: string;
};

/**
 * A native button (or link, with `href`) with the browser's look removed and a focus ring, styled
 * by plainButton.css. The frame's always-visible buttons use it instead of ButtonBase, whose
 * ripple and transition code would otherwise be part of every page's first load; a component
 * that wants sx styles renders it through `<Box component={PlainButton} sx={…}>`.
 */
export const PlainButton = React.forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { href, rel, type = 'button', className, ...props },
  ref,
) {
  const classes = className ? `plain-button ${className}` : 'plain-button';
  if (href !== undefined) {
    // Button-only attributes (`disabled`, `form`…) are not used with `href`; `ref` gets the anchor.
    const linkProps = props as React.ComponentPropsWithoutRef<'a'>;
    return <a ref={ref as React.Ref<HTMLAnchorElement>} href={href} rel={rel} className={classes} {...linkProps} />;
  }
  return <button ref={ref} type={type} className={classes} {...props} />;
});
