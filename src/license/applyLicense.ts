import { LicenseInfo, muiXTelemetrySettings } from '@mui/x-license';

/**
 * Applies the commercial license key of the pro and premium packages and, with it, their
 * telemetry. Without a key, telemetry is switched off explicitly, so nothing is sent.
 * Returns whether a key was applied.
 */
export function applyLicense(key: string | undefined): boolean {
  const trimmed = key?.trim();
  if (!trimmed) {
    muiXTelemetrySettings.disableTelemetry();
    return false;
  }
  LicenseInfo.setLicenseKey(trimmed);
  muiXTelemetrySettings.enableTelemetry();
  return true;
}
