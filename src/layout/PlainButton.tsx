import * as React from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';

const plainButtonStyles = ({ theme }: { theme: Theme }): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'none',
  verticalAlign: 'middle',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  appearance: 'none',
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 1,
  },
  '&:disabled': { cursor: 'default', pointerEvents: 'none' },
});

const ButtonRoot = styled('button')(plainButtonStyles);
const LinkRoot = styled('a')(plainButtonStyles);

export type PlainButtonProps = React.ComponentPropsWithoutRef<'button'> & {
  /** Renders a link styled as the button. */
  href?: string;
  rel?: string;
  sx?: SxProps<Theme>;
};

/**
 * A native button (or link, with `href`) with the browser's look removed and a focus ring.
 * The frame's always-visible buttons use it instead of ButtonBase, whose ripple and transition
 * code would otherwise be part of every page's first load.
 */
export const PlainButton = React.forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { href, rel, type = 'button', ...props },
  ref,
) {
  if (href !== undefined) {
    // Button-only attributes (`disabled`, `form`…) are not used with `href`; `ref` gets the anchor.
    const linkProps = props as React.ComponentPropsWithoutRef<'a'> & { sx?: SxProps<Theme> };
    return <LinkRoot ref={ref as React.Ref<HTMLAnchorElement>} href={href} rel={rel} {...linkProps} />;
  }
  return <ButtonRoot ref={ref} type={type} {...props} />;
});
