import { ptBR, zhCN } from '@mui/material/locale';
import type { Language } from './languages';

/** Theme fragments that set component default props (the shape `createTheme` merges). */
export type ComponentLocale = { components?: object };

/**
 * Core component labels in the reader's language. The data grid and pickers locales are
 * applied inside the demos, which are the only place those components render.
 */
export const COMPONENT_LOCALES: Record<Language, ComponentLocale[]> = {
  en: [],
  zh: [zhCN],
  pt: [ptBR],
};
