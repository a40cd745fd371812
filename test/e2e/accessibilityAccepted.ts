// The serious or critical axe findings the browser tests accept, each a fault of a package's own
// markup that the docs cannot mend without patching the package. Every other finding fails.
// A finding is accepted when its rule matches and its element (axe's `target` selector and the
// start of its `html`) matches `element`.

export interface AcceptedFinding {
  rule: string;
  /** Tested against the finding's target selector and its element's HTML. */
  element: RegExp;
  /** The package, at the installed version, whose markup it is. */
  source: string;
  reason: string;
}

export const ACCEPTED_FINDINGS: readonly AcceptedFinding[] = [
  {
    rule: 'color-contrast',
    element: />MUI X Missing license key</,
    source: '@mui/x-license 8.29.3',
    reason:
      'The watermark the Pro and Premium packages draw over a component when no license key is set, as in ' +
      'these builds: faint on purpose, and not part of the docs.',
  },
  {
    rule: 'color-contrast',
    element: /MuiChartsLegend-hidden/,
    source: '@mui/x-charts 8.29.3',
    reason: 'The legend draws the label of a series the reader has hidden faded, to show that it is hidden.',
  },
  {
    rule: 'color-contrast',
    element: /MuiDayCalendar-weekNumber/,
    source: '@mui/x-date-pickers 8.29.3',
    reason: 'The calendar draws week numbers (`displayWeekNumber`) in the theme’s disabled text color.',
  },
  {
    rule: 'color-contrast',
    element: /MuiClockNumber-root/,
    source: '@mui/x-date-pickers 8.29.3',
    reason:
      'The analog clock of a 24-hour time draws its inner ring of hours (13 to 23) in the secondary text ' +
      'color on the grey clock face.',
  },
  {
    rule: 'label-content-name-mismatch',
    element: /MuiMultiSectionDigitalClockSection-item|MuiDigitalClock-item/,
    source: '@mui/x-date-pickers 8.29.3',
    reason:
      'The digital clocks show a value as digits ("05") and name it in words ("5 hours") for screen ' +
      'readers, which axe reads as a name that does not contain the visible text.',
  },
  {
    rule: 'aria-required-children',
    element: /^<ul\b[^>]*\bMuiRichTreeViewPro-root\b/,
    source: '@mui/x-tree-view-pro 8.29.3',
    reason:
      'The Pro tree puts the license watermark (a `div`) inside its `role="tree"` list, and a lazy-loading ' +
      'tree (`dataSource`, `items={[]}`) has no item before its first fetch answers, as in the ' +
      'server-rendered page before the demo goes live: the list then holds no `treeitem`.',
  },
  {
    rule: 'aria-prohibited-attr',
    element: /^<div aria-label="(?:Undo|Redo)"/,
    source: '@mui/x-data-grid-premium 8.29.3',
    reason:
      'The Premium toolbar wraps its undo and redo buttons in a `div` so that their tooltips show while ' +
      'they are disabled; the tooltip names that `div` ("Undo", "Redo"), a role-less element.',
  },
  {
    rule: 'aria-prohibited-attr',
    element: /^<div aria-label="[^"]+" role="presentation"><\/div>/,
    source: '@mui/x-data-grid-pro 8.29.3',
    reason:
      'The header of the detail panel toggle column is an empty `div` with `role="presentation"` that ' +
      'carries the column name ("Detail panel toggle") as its `aria-label`, which that role does not allow.',
  },
  {
    rule: 'button-name',
    element: /^div\[aria-label="(?:Undo|Redo)"\] > /,
    source: '@mui/x-data-grid-premium 8.29.3',
    reason:
      'The same undo and redo buttons hold only an icon: their name sits on the wrapping `div`, not on ' +
      'the button.',
  },
];

/** Whether a finding of `rule` on this element is one of the accepted ones. */
export function isAcceptedFinding(rule: string, { target, html }: { target: string; html: string }): boolean {
  return ACCEPTED_FINDINGS.some(
    (finding) => finding.rule === rule && (finding.element.test(target) || finding.element.test(html)),
  );
}
