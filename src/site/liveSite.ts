import path from 'node:path';
import pages from '../../data/pages';
import en from '../../translations/translations.json';
import pt from '../../translations/translations-pt.json';
import zh from '../../translations/translations-zh.json';
import { loadApiManifest } from '../api-docs/loadApiReference';
import { createSite } from './createSite';

const dataDir = path.join(process.cwd(), 'data');

/** Build time: the site of this repository, from `data/`, `translations/` and the extracted API. */
export const liveSite = createSite({
  pages,
  dictionaries: { en, zh, pt },
  dataDir,
  api: loadApiManifest(dataDir) ?? { entries: [], hooks: [] },
});
