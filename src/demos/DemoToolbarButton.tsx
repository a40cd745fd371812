import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { PlainButton, type PlainButtonProps } from '../layout/PlainButton';

type DemoToolbarButtonProps = PlainButtonProps & {
  sx?: SxProps<Theme>;
  /** Only an icon: a square button whose name comes from `aria-label`. */
  iconOnly?: boolean;
  /** A toggle of a group: shown as selected while pressed. */
  pressed?: boolean;
};

/** A small button (or link, with `href`) of the demo toolbar. */
export function DemoToolbarButton({ iconOnly = false, pressed, sx, ...props }: DemoToolbarButtonProps) {
  return (
    <Box
      component={PlainButton}
      aria-pressed={pressed}
      {...props}
      sx={[
        (theme: Theme) => ({
          gap: 0.5,
          minHeight: 32,
          minWidth: 32,
          px: iconOnly ? 0.75 : 1.25,
          borderRadius: '8px',
          fontSize: '0.8125rem',
          fontWeight: 600,
          color: 'text.secondary',
          border: '1px solid',
          borderColor: 'divider',
          '& svg': { fontSize: 18 },
          '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
          '&[aria-pressed="true"]': {
            color: 'primary.main',
            borderColor: 'primary.main',
            bgcolor: 'action.selected',
          },
          transition: theme.transitions.create(['background-color', 'color']),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
