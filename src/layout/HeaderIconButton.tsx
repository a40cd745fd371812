import * as React from 'react';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';

/**
 * A round icon button for the app bar. Built on ButtonBase rather than IconButton, which
 * brings a loading spinner every page would download and never show.
 */
export const HeaderIconButton = React.forwardRef<HTMLButtonElement, ButtonBaseProps & { href?: string; rel?: string }>(
  function HeaderIconButton({ sx, ...props }, ref) {
    return (
      <ButtonBase
        ref={ref}
        {...props}
        sx={[
          {
            width: 40,
            height: 40,
            borderRadius: '50%',
            color: 'inherit',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    );
  },
);
