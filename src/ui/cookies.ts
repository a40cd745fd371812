/** One year, in seconds: how long the code preference cookies last. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

export const SERVER_COOKIE_READ_ERROR = 'MUI X docs: cookies cannot be read on the server; read them in an effect.';

/** The value of cookie `name` in a `document.cookie` string; malformed entries are skipped. */
export function parseCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) {
      continue;
    }
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The `Set-Cookie`-style string for a preference cookie. */
export function serializePreferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE};samesite=lax`;
}

/** Browser only: throws on the server, where there is no `document.cookie` of the reader. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') {
    throw new Error(SERVER_COOKIE_READ_ERROR);
  }
  return parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string): void {
  document.cookie = serializePreferenceCookie(name, value);
}

/** The string that expires cookie `name` for the whole site. */
export function serializeExpiredCookie(name: string): string {
  return `${name}=;path=/;max-age=0;samesite=lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = serializeExpiredCookie(name);
}
