import { ptBR as corePtBR, zhCN as coreZhCN } from '@mui/material/locale';
import { ptBR as gridPtBR, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { ptBR as pickersPtBR, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import type { ComponentLocale } from '../i18n/componentLocales';
import type { Language } from '../i18n/languages';

/**
 * Component labels in the reader's language (core components, data grid, pickers), for the demos,
 * the only place those labels render: the frame shows none, so its first load carries none.
 */
export const DEMO_LOCALES: Record<Language, ComponentLocale[]> = {
  en: [],
  zh: [coreZhCN, gridZhCN, pickersZhCN],
  pt: [corePtBR, gridPtBR, pickersPtBR],
};
