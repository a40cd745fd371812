import type { ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';

const small = { defaultProps: { size: 'small' } } as const;
const smallDense = { defaultProps: { size: 'small', margin: 'dense' } } as const;
const dense = { defaultProps: { dense: true } } as const;

/**
 * Default props of the dense density: small sizes for the components of the docs and of every
 * live demo, the dense toolbar and the data grid's compact density.
 */
export const DENSE_COMPONENTS: NonNullable<ThemeOptions['components']> = {
  MuiButton: small,
  MuiButtonGroup: small,
  MuiIconButton: small,
  MuiFab: small,
  MuiToggleButton: small,
  MuiToggleButtonGroup: small,
  MuiChip: small,
  MuiCheckbox: small,
  MuiRadio: small,
  MuiSwitch: small,
  MuiAutocomplete: small,
  MuiInputBase: smallDense,
  MuiInput: smallDense,
  MuiFilledInput: smallDense,
  MuiOutlinedInput: smallDense,
  MuiTextField: smallDense,
  MuiFormControl: smallDense,
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: smallDense,
  MuiPickersTextField: small,
  MuiList: dense,
  MuiListItem: dense,
  MuiListItemButton: dense,
  MuiMenuItem: dense,
  MuiTable: small,
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiDataGrid: { defaultProps: { density: 'compact' } },
};
