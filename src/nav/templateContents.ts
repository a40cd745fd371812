/**
 * `root` and the contents of the templates in it, nested ones included: a closed drawer group
 * keeps its entries in a template (see `NavGroup`), where queries on `root` do not reach.
 */
export function withTemplateContents<Root extends ParentNode>(root: Root): Array<Root | DocumentFragment> {
  return [
    root,
    ...Array.from(root.querySelectorAll('template')).flatMap((template) => withTemplateContents(template.content)),
  ];
}
