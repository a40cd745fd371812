import { ACCEPTED_FINDINGS, isAcceptedFinding } from '../e2e/accessibilityAccepted';

describe('the accepted accessibility findings', () => {
  it('accepts the license watermark’s contrast, and only for that rule', () => {
    const watermark = {
      target: 'ul[aria-label="Backlog"] > div',
      html: '<div style="color:#8282829e">MUI X Missing license key</div>',
    };
    expect(isAcceptedFinding('color-contrast', watermark)).toBe(true);
    expect(isAcceptedFinding('aria-hidden-focus', watermark)).toBe(false);
  });

  it('fails a finding on the docs’ own markup', () => {
    expect(
      isAcceptedFinding('color-contrast', {
        target: '.docs-footer-link',
        html: '<a class="docs-footer-link">Edit this page</a>',
      }),
    ).toBe(false);
    expect(isAcceptedFinding('list', { target: '.MuiList-root', html: '<ul class="MuiList-root">' })).toBe(false);
  });

  it('names the package and version and gives a reason for every accepted finding', () => {
    for (const finding of ACCEPTED_FINDINGS) {
      expect(finding.source).toMatch(/^@mui\/x-[a-z-]+ 8\.29\.3$/);
      expect(finding.reason.length).toBeGreaterThan(40);
    }
  });
});
