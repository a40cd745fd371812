/**
 * @jest-environment node
 */
import { readCookie, SERVER_COOKIE_READ_ERROR } from './cookies';

describe('readCookie on the server', () => {
  it('throws, since the server has no reader cookies', () => {
    expect(typeof document).toBe('undefined');
    expect(() => readCookie('codeVariant')).toThrow(SERVER_COOKIE_READ_ERROR);
  });
});
