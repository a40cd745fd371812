import { CODE_STYLINGS, type CodeStyling } from '../code/codePreferences';
import { useCodeStyling, useCodeVariant, useSetCodeStyling, useSetCodeVariant } from '../code/CodePreferencesContext';
import { useDocsConfig } from '../config/DocsConfigContext';
import { siteSourceUrl } from '../config/docsConfig';
import type { DemoInfo } from './types';

/**
 * The variant of a demo the reader sees: their global code variant (JS/TS) and styling, or MUI
 * System for a demo without the chosen styling; the stylings it has, and its source on the forge.
 */
export function useDemoVariant(info: DemoInfo) {
  const config = useDocsConfig();
  const codeVariant = useCodeVariant();
  const setCodeVariant = useSetCodeVariant();
  const preferredStyling = useCodeStyling();
  const setCodeStyling = useSetCodeStyling();
  const stylings = CODE_STYLINGS.filter((option) => info.variants[option]);
  const styling: CodeStyling = info.variants[preferredStyling] ? preferredStyling : 'MUI System';
  const variant = info.variants[styling]!;
  const extension = codeVariant === 'JS' ? 'js' : 'tsx';
  const sourceUrl = siteSourceUrl(config, 'blob', `data/${variant.moduleId}.${extension}`);
  return { codeVariant, setCodeVariant, styling, setCodeStyling, stylings, variant, sourceUrl };
}
