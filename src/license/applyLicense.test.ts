import { LicenseInfo, muiXTelemetrySettings } from '@mui/x-license';
import { applyLicense } from './applyLicense';

describe('applyLicense', () => {
  let enable: jest.SpyInstance;
  let disable: jest.SpyInstance;

  beforeEach(() => {
    enable = jest.spyOn(muiXTelemetrySettings, 'enableTelemetry');
    disable = jest.spyOn(muiXTelemetrySettings, 'disableTelemetry');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sets the key for the commercial packages and enables their telemetry', () => {
    expect(applyLicense('  licence-key-for-tests  ')).toBe(true);
    expect(LicenseInfo.getLicenseKey()).toBe('licence-key-for-tests');
    expect(enable).toHaveBeenCalledTimes(1);
    expect(disable).not.toHaveBeenCalled();
  });

  it('without a key, sets nothing and keeps telemetry off', () => {
    const before = LicenseInfo.getLicenseKey();
    for (const key of [undefined, '', '   ']) {
      expect(applyLicense(key)).toBe(false);
    }
    expect(LicenseInfo.getLicenseKey()).toBe(before);
    expect(enable).not.toHaveBeenCalled();
    expect(disable).toHaveBeenCalledTimes(3);
  });
});
