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

  it("accepts the Premium toolbar's undo and redo wrappers, and no other unnamed button", () => {
    const wrapper = { target: 'div[aria-label="Undo"]', html: '<div aria-label="Undo" class="">' };
    expect(isAcceptedFinding('aria-prohibited-attr', wrapper)).toBe(true);
    const button = {
      target: 'div[aria-label="Redo"] > .Mui-disabled.mui-9640cs.MuiIconButton-sizeMedium',
      html: '<button class="MuiButtonBase-root Mui-disabled MuiIconButton-root" tabindex="-1" type="button" disabled="">',
    };
    expect(isAcceptedFinding('button-name', button)).toBe(true);
    expect(
      isAcceptedFinding('button-name', {
        target: '.demo-toolbar > button:nth-child(2)',
        html: '<button class="MuiIconButton-root" type="button">',
      }),
    ).toBe(false);
    expect(
      isAcceptedFinding('aria-prohibited-attr', {
        target: 'div[aria-label="Close"]',
        html: '<div aria-label="Close">',
      }),
    ).toBe(false);
  });

  it("accepts the Pro grid's detail panel toggle header, and no other presentational label", () => {
    const header = {
      target: 'div[aria-label="Detail panel toggle"]',
      html: '<div aria-label="Detail panel toggle" role="presentation"></div>',
    };
    expect(isAcceptedFinding('aria-prohibited-attr', header)).toBe(true);
    expect(isAcceptedFinding('aria-hidden-focus', header)).toBe(false);
    expect(
      isAcceptedFinding('aria-prohibited-attr', {
        target: '.docs-hero > div',
        html: '<div aria-label="Hero" role="presentation"><span>MUI X</span></div>',
      }),
    ).toBe(false);
  });

  it('names the package and version and gives a reason for every accepted finding', () => {
    for (const finding of ACCEPTED_FINDINGS) {
      expect(finding.source).toMatch(/^@mui\/x-[a-z-]+ 8\.29\.3$/);
      expect(finding.reason.length).toBeGreaterThan(40);
    }
  });
});
