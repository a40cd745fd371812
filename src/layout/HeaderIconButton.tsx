import * as React from 'react';
import { PlainButton, type PlainButtonProps } from '../ui/PlainButton';

/** A round icon button (or link, with `href`) for the app bar (plainButton.css). */
export const HeaderIconButton = React.forwardRef<HTMLButtonElement, PlainButtonProps>(function HeaderIconButton(
  { className, ...props },
  ref,
) {
  return (
    <PlainButton
      ref={ref}
      className={className ? `header-icon-button ${className}` : 'header-icon-button'}
      {...props}
    />
  );
});
