import * as React from 'react';
import { PlainButton, type PlainButtonProps } from './PlainButton';

/** A round icon button (or link, with `href`) for the app bar. */
export const HeaderIconButton = React.forwardRef<HTMLButtonElement, PlainButtonProps>(function HeaderIconButton(
  { sx, ...props },
  ref,
) {
  return (
    <PlainButton
      ref={ref}
      {...props}
      sx={[
        { width: 40, height: 40, borderRadius: '50%', '&:hover': { bgcolor: 'action.hover' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
});
