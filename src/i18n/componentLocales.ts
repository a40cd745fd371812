import { ptBR as materialPtBR, zhCN as materialZhCN } from '@mui/material/locale';
import { ptBR as gridPtBR, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { ptBR as pickersPtBR, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import type { Language } from './languages';

/** Theme fragments that set component default props (the shape `createTheme` merges). */
export type ComponentLocale = { components?: object };

/** MUI component labels (core, data grid, pickers) in the reader's language. */
export const COMPONENT_LOCALES: Record<Language, ComponentLocale[]> = {
  en: [],
  zh: [materialZhCN, gridZhCN, pickersZhCN],
  pt: [materialPtBR, gridPtBR, pickersPtBR],
};
