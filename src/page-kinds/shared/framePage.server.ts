import type { BuildContext } from './buildContext';
import { pageCommon } from './pageCommon';
import type { PageProps } from './pageProps';

/** `production-error` → `productionError`: the prefix of the kind's title and description strings. */
const stringsPrefix = (kind: string) => kind.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());

export function headFromStrings(context: BuildContext): [string, string] {
  const prefix = stringsPrefix(context.route.kind);
  return [context.strings(`${prefix}Title`), context.strings(`${prefix}Description`)];
}

/** Pages whose view holds all their content: the props are the frame's alone. */
export function buildFramePage<K extends string>(context: BuildContext, kind: K): PageProps<K> {
  return { ...pageCommon(context, ...headFromStrings(context)), kind };
}
