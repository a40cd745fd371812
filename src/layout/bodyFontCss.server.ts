import fs from 'node:fs';
import path from 'node:path';
import { BODY_FONT_DIR, bodyFontFaceCss } from './bodyFont';

/**
 * Build time: the body font's `@font-face` rules for the head of every page, from the stylesheet
 * scripts/copy-fonts.mts copied into public/ (a missing copy names the command that makes it).
 */
export function readBodyFontCss(): string {
  const file = path.join(process.cwd(), 'public', BODY_FONT_DIR, 'ibm-plex-sans.css');
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing: run tsx scripts/copy-fonts.mts`);
  }
  return bodyFontFaceCss(fs.readFileSync(file, 'utf8'));
}
