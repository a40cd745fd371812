// Writes each language's site data (nav tree and UI strings) to public/_site/<lang>.<hash>.json,
// named by a hash of its content so that browsers may cache it for good, and the map from
// language to file to src/site/generated/siteDataFiles.json for the pages that fetch it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { liveSite } from '../src/site/liveSite';

const root = process.cwd();
const outDir = path.join(root, 'public/_site');
const manifestFile = path.join(root, 'src/site/generated/siteDataFiles.json');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const files = {} as Record<Language, string>;
for (const language of LANGUAGES) {
  const json = JSON.stringify(liveSite.siteData(language));
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 12);
  const name = `${language}.${hash}.json`;
  fs.writeFileSync(path.join(outDir, name), json);
  files[language] = `/_site/${name}`;
  console.log(`site data: ${name} (${(json.length / 1024).toFixed(1)} KB)`);
}
fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
fs.writeFileSync(manifestFile, `${JSON.stringify(files, null, 2)}\n`);
