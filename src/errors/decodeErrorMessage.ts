export const MISSING_ARGUMENT = '[missing argument]';

export type ErrorCodes = Record<string, string>;

export type DecodedError =
  | { kind: 'missing-code' }
  | { kind: 'unknown-code'; code: string }
  | { kind: 'message'; code: string; message: string };

/** Reads `?code=N&args[]=…` (arguments in order). Anything else is ignored. */
export function parseErrorQuery(search: string): { code: string | null; args: string[] } {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  return { code: code ? code.slice(0, 40) : null, args: params.getAll('args[]') };
}

/**
 * Fills the `%s` slots of an error message with its arguments in order; a slot with no
 * argument reads "[missing argument]". The result is plain text: it is rendered as text,
 * so an argument can never become markup.
 */
export function decodeErrorMessage(
  codes: ErrorCodes,
  code: string | null,
  args: string[],
  missingArgument: string = MISSING_ARGUMENT,
): DecodedError {
  if (!code) {
    return { kind: 'missing-code' };
  }
  const template = Object.prototype.hasOwnProperty.call(codes, code) ? codes[code] : undefined;
  if (typeof template !== 'string') {
    return { kind: 'unknown-code', code };
  }
  let index = 0;
  const message = template.replace(/%s/g, () => {
    const value = args[index];
    index += 1;
    return value === undefined ? missingArgument : value;
  });
  return { kind: 'message', code, message };
}
