import { allProductVersions } from '../nav/versions';
import type { BuildContext } from './buildContext';
import { pageCommon } from './pageCommon';
import type { PagePropsOfKind } from './index';

type FrameKind = 'landing' | 'production-error' | 'not-found' | 'server-error';

/** `production-error` → `productionError`: the prefix of the kind's title and description strings. */
const stringsPrefix = (kind: string) => kind.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());

function headFromStrings(context: BuildContext): [string, string] {
  const prefix = stringsPrefix(context.route.kind);
  return [context.strings(`${prefix}Title`), context.strings(`${prefix}Description`)];
}

/** Pages whose view holds all their content: the props are the frame's alone. */
export function buildFramePage<K extends FrameKind>(context: BuildContext, kind: K): PagePropsOfKind<K> {
  return { ...pageCommon(context, ...headFromStrings(context)), kind } as PagePropsOfKind<K>;
}

export function buildVersionsPage(context: BuildContext): PagePropsOfKind<'versions'> {
  return { ...pageCommon(context, ...headFromStrings(context)), kind: 'versions', versionsList: allProductVersions() };
}
