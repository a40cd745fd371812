import { ptBR as gridPtBR, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { ptBR as pickersPtBR, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import type { ComponentLocale } from '../i18n/componentLocales';
import type { Language } from '../i18n/languages';

/** Data grid and pickers labels in the reader's language, for the demos that render them. */
export const DEMO_LOCALES: Record<Language, ComponentLocale[]> = {
  en: [],
  zh: [gridZhCN, pickersZhCN],
  pt: [gridPtBR, pickersPtBR],
};
