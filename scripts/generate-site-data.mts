// Writes each language's site data (nav tree and UI strings) to public/_site/<lang>.<hash>.js, a
// script named by a hash of its content (so browsers may cache it for good) that stores the data
// under SITE_DATA_GLOBAL, and the map from language to file to generated/site/siteDataFiles.json.
// The search dialog's strings, every language's, go to generated/search/searchDialogStrings.json,
// which the dialog's own chunk imports.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { liveContent, liveSite } from '../src/site/liveSite.server';
import { buildSearchDialogStrings } from '../src/site/siteData';
import { siteDataScript } from '../src/site/siteDataScript';
import { GENERATED_DIR, PUBLIC_GENERATED } from './lib/paths';

const outDir = PUBLIC_GENERATED.siteData;
const manifestFile = path.join(GENERATED_DIR, 'site', 'siteDataFiles.json');
const searchStringsFile = path.join(GENERATED_DIR, 'search', 'searchDialogStrings.json');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const files = {} as Record<Language, string>;
for (const language of LANGUAGES) {
  const script = siteDataScript(language, liveSite.siteData(language));
  const hash = crypto.createHash('sha256').update(script).digest('hex').slice(0, 12);
  const name = `${language}.${hash}.js`;
  fs.writeFileSync(path.join(outDir, name), script);
  files[language] = `/_site/${name}`;
  console.log(`site data: ${name} (${(script.length / 1024).toFixed(1)} KB)`);
}
fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
fs.writeFileSync(manifestFile, `${JSON.stringify(files, null, 2)}\n`);

const searchStrings = Object.fromEntries(
  LANGUAGES.map((language) => [language, buildSearchDialogStrings(liveContent, language)]),
);
fs.mkdirSync(path.dirname(searchStringsFile), { recursive: true });
fs.writeFileSync(searchStringsFile, `${JSON.stringify(searchStrings, null, 2)}\n`);
