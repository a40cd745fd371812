import { API_ROW_ID_PREFIX } from './render/apiRowIds';

/** What the check needs to know of the reference. */
export interface ApiLookup {
  /** The members, slots and CSS class keys of a page (`/x/api/data-grid/data-grid`), or null. */
  pageByPath(pathname: string): ApiPageAnchors | null;
  /** The same for an export name (`DataGrid`), or null. */
  pageByName(name: string): ApiPageAnchors | null;
}

export interface ApiPageAnchors {
  members: ReadonlySet<string>;
  slots: ReadonlySet<string>;
  classes: ReadonlySet<string>;
}

export interface ApiReferenceError {
  line: number;
  message: string;
}

const API_LINK = /\]\((\/x\/api\/[a-z-]+\/[a-z0-9-]+)\/(?:#([A-Za-z0-9_-]+))?\)/g;
const COMPONENT_CODE = /`<([A-Z][A-Za-z0-9]*)((?:\s+[A-Za-z_][\w-]*)*)\s*\/?>`/g;
/** Tags without props are checked when their name is one of the packages' families (not `<Box />`). */
const X_COMPONENT_NAME =
  /^(DataGrid|Grid|Chart|Charts|Date|Time|Static|Desktop|Mobile|Pickers?|MultiInput|SingleInput|Digital|MultiSection|RichTree|SimpleTree|TreeItem|Bar|Line|Pie|Scatter|Heatmap|Funnel|Radar|Sankey|Gauge|SparkLine)/;

function anchorExists(page: ApiPageAnchors, anchor: string): boolean {
  const strip = (prefix: string) => (anchor.startsWith(prefix) ? anchor.slice(prefix.length) : null);
  const member = strip(API_ROW_ID_PREFIX.member);
  const slot = strip(API_ROW_ID_PREFIX.slot);
  const cssClass = strip(API_ROW_ID_PREFIX.cssClass);
  if (member !== null) return page.members.has(member);
  if (slot !== null) return page.slots.has(slot);
  if (cssClass !== null) return page.classes.has(cssClass);
  // Section anchors of an API page.
  return ['import', 'props', 'properties', 'slots', 'classes', 'demos'].includes(anchor);
}

/**
 * Build time: the API references of a markdown source that do not exist. Two forms are checked:
 * links to an API page (`[sortModel](/x/api/data-grid/data-grid/#prop-sortModel)`) and components
 * written as code with their props (`` `<DataGrid sortModel>` ``).
 */
export function checkApiReferences(source: string, lookup: ApiLookup): ApiReferenceError[] {
  const errors: ApiReferenceError[] = [];
  source.split('\n').forEach((text, index) => {
    const line = index + 1;
    for (const [, pathname, anchor] of text.matchAll(API_LINK)) {
      const page = lookup.pageByPath(pathname);
      if (!page) {
        errors.push({ line, message: `link to an API page that does not exist: ${pathname}/` });
      } else if (anchor && !anchorExists(page, anchor)) {
        errors.push({ line, message: `${pathname}/ has no "#${anchor}"` });
      }
    }
    for (const [, name, propList] of text.matchAll(COMPONENT_CODE)) {
      const props = propList.trim().split(/\s+/).filter(Boolean);
      if (props.length === 0 && !X_COMPONENT_NAME.test(name)) continue;
      const page = lookup.pageByName(name);
      if (!page) {
        errors.push({ line, message: `\`<${name}>\` names a component the API reference does not have` });
        continue;
      }
      for (const prop of props) {
        if (!page.members.has(prop)) errors.push({ line, message: `\`<${name}>\` has no prop "${prop}"` });
      }
    }
  });
  return errors;
}
