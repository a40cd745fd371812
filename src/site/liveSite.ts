import path from 'node:path';
import pages from '../../data/pages';
import en from '../../translations/translations.json';
import pt from '../../translations/translations-pt.json';
import zh from '../../translations/translations-zh.json';
import { createSite } from './createSite';

/** Build time: the site of this repository, from `data/` and `translations/`. */
export const liveSite = createSite({ pages, dictionaries: { en, zh, pt }, dataDir: path.join(process.cwd(), 'data') });
