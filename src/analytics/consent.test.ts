import { consentState, isDoNotTrack, parseConsent } from './consent';

describe('parseConsent', () => {
  it('reads the two answers the banner writes', () => {
    expect(parseConsent('analytics')).toBe('analytics');
    expect(parseConsent('essential')).toBe('essential');
  });

  it('treats a missing or foreign value as no answer', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('ANALYTICS')).toBeNull();
  });
});

describe('isDoNotTrack', () => {
  it('is on when navigator or window says 1 or yes', () => {
    expect(isDoNotTrack({ navigatorDoNotTrack: '1' })).toBe(true);
    expect(isDoNotTrack({ windowDoNotTrack: '1' })).toBe(true);
    expect(isDoNotTrack({ navigatorDoNotTrack: 'yes' })).toBe(true);
  });

  it('is off when unset, 0 or unspecified', () => {
    expect(isDoNotTrack({})).toBe(false);
    expect(isDoNotTrack({ navigatorDoNotTrack: '0' })).toBe(false);
    expect(isDoNotTrack({ navigatorDoNotTrack: 'unspecified', windowDoNotTrack: null })).toBe(false);
  });
});

describe('consentState', () => {
  const measurementId = 'G-TEST';

  it('asks a reader who has not answered', () => {
    expect(consentState({ measurementId, doNotTrack: false, stored: null })).toEqual({
      showBanner: true,
      analyticsOn: false,
    });
  });

  it('turns analytics on only after the reader allowed it', () => {
    expect(consentState({ measurementId, doNotTrack: false, stored: 'analytics' })).toEqual({
      showBanner: false,
      analyticsOn: true,
    });
    expect(consentState({ measurementId, doNotTrack: false, stored: 'essential' })).toEqual({
      showBanner: false,
      analyticsOn: false,
    });
  });

  it('shows no banner and measures nothing under Do Not Track, whatever was stored', () => {
    for (const stored of [null, 'analytics', 'essential'] as const) {
      expect(consentState({ measurementId, doNotTrack: true, stored })).toEqual({
        showBanner: false,
        analyticsOn: false,
      });
    }
  });

  it('does nothing at all in a build without a measurement id', () => {
    for (const stored of [null, 'analytics'] as const) {
      expect(consentState({ measurementId: '', doNotTrack: false, stored })).toEqual({
        showBanner: false,
        analyticsOn: false,
      });
    }
  });
});
