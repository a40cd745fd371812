import {
  CHANNEL,
  MAX_CODE,
  MAX_FRAME_HEIGHT,
  createToken,
  envelope,
  isFrom,
  readPageMessage,
  readRunnerMessage,
  tokenFromHash,
  type RunnerSettings,
} from './protocol';

const TOKEN = 'a'.repeat(32);
const SETTINGS: RunnerSettings = { mode: 'dark', direction: 'rtl', dense: true, spacing: 8, language: 'en' };
const failure = { kind: 'syntax', message: 'Unexpected token', file: 'Demo.tsx', line: 3, module: null };

describe('createToken and tokenFromHash', () => {
  it('makes 32 hex digits from 16 random bytes, and reads them back from the frame URL', () => {
    const token = createToken((bytes) => bytes.fill(171));
    expect(token).toBe('ab'.repeat(16));
    expect(tokenFromHash(`#token=${token}`)).toBe(token);
  });

  it('makes a different token each time from the real source of randomness', () => {
    expect(createToken()).not.toBe(createToken());
  });

  it('reads no token from anything else', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#token=xyz')).toBeNull();
    expect(tokenFromHash(`#token=${TOKEN}&x=1`)).toBeNull();
  });
});

describe('readRunnerMessage', () => {
  it('reads each message of the runner in its envelope', () => {
    expect(readRunnerMessage(envelope({ type: 'ready' }, TOKEN), TOKEN)).toEqual({ type: 'ready' });
    expect(readRunnerMessage(envelope({ type: 'storage' }, TOKEN), TOKEN)).toEqual({ type: 'storage' });
    expect(readRunnerMessage(envelope({ type: 'rendered', runId: 2 }, TOKEN), TOKEN)).toEqual({
      type: 'rendered',
      runId: 2,
    });
    expect(readRunnerMessage({ channel: CHANNEL, token: TOKEN, type: 'failed', runId: 1, failure }, TOKEN)).toEqual({
      type: 'failed',
      runId: 1,
      failure,
    });
    expect(readRunnerMessage(envelope({ type: 'pong', id: 5 }, TOKEN), TOKEN)).toEqual({ type: 'pong', id: 5 });
  });

  it('refuses a message with another token, no token or another channel', () => {
    expect(readRunnerMessage(envelope({ type: 'ready' }, 'b'.repeat(32)), TOKEN)).toBeNull();
    expect(readRunnerMessage({ channel: CHANNEL, type: 'ready' }, TOKEN)).toBeNull();
    expect(readRunnerMessage({ channel: 'other', token: TOKEN, type: 'ready' }, TOKEN)).toBeNull();
    expect(readRunnerMessage('ready', TOKEN)).toBeNull();
    expect(readRunnerMessage(null, TOKEN)).toBeNull();
  });

  it('refuses a wrong shape: unknown type, extra or missing field, wrong field type', () => {
    const bad = [
      { type: 'navigate', url: 'https://example.com' },
      { type: 'ready', html: '<img src=x onerror=alert(1)>' },
      { type: 'rendered' },
      { type: 'rendered', runId: -1 },
      { type: 'rendered', runId: '1' },
      { type: 'failed', runId: 1, failure: { ...failure, kind: 'evil' } },
      { type: 'failed', runId: 1, failure: { ...failure, message: 'x'.repeat(5000) } },
      { type: 'failed', runId: 1, failure: { ...failure, line: 0 } },
      { type: 'failed', runId: 1, failure: { ...failure, extra: true } },
      { type: 'size', height: 'tall' },
      { type: 'size', height: -5 },
    ];
    for (const message of bad) {
      expect(readRunnerMessage({ ...message, channel: CHANNEL, token: TOKEN }, TOKEN)).toBeNull();
    }
  });

  it('bounds the height the frame asks for', () => {
    expect(readRunnerMessage(envelope({ type: 'size', height: 1e9 }, TOKEN), TOKEN)).toEqual({
      type: 'size',
      height: MAX_FRAME_HEIGHT,
    });
    expect(readRunnerMessage(envelope({ type: 'size', height: 120.2 }, TOKEN), TOKEN)).toEqual({
      type: 'size',
      height: 121,
    });
  });
});

describe('readPageMessage', () => {
  const run = {
    type: 'run',
    runId: 3,
    entry: 'Demo.tsx',
    files: [{ path: 'Demo.tsx', code: 'x' }],
    settings: SETTINGS,
  };

  it('reads a run, settings and a ping', () => {
    expect(readPageMessage({ ...run, channel: CHANNEL, token: TOKEN }, TOKEN)).toEqual(run);
    expect(readPageMessage(envelope({ type: 'settings', settings: SETTINGS }, TOKEN), TOKEN)).toEqual({
      type: 'settings',
      settings: SETTINGS,
    });
    expect(readPageMessage(envelope({ type: 'ping', id: 1 }, TOKEN), TOKEN)).toEqual({ type: 'ping', id: 1 });
  });

  it('refuses a run whose entry is not among its files, too much code or bad settings', () => {
    const withToken = (message: object) => ({ ...message, channel: CHANNEL, token: TOKEN });
    expect(readPageMessage(withToken({ ...run, entry: 'Other.tsx' }), TOKEN)).toBeNull();
    expect(
      readPageMessage(withToken({ ...run, files: [{ path: 'Demo.tsx', code: 'x'.repeat(MAX_CODE + 1) }] }), TOKEN),
    ).toBeNull();
    expect(readPageMessage(withToken({ ...run, files: [] }), TOKEN)).toBeNull();
    expect(readPageMessage(withToken({ ...run, settings: { ...SETTINGS, mode: 'blue' } }), TOKEN)).toBeNull();
    expect(readPageMessage(withToken(run), 'c'.repeat(32))).toBeNull();
  });
});

describe('isFrom', () => {
  it('accepts only the expected window as the source', () => {
    const frame = {} as Window;
    expect(isFrom({ source: frame }, frame)).toBe(true);
    expect(isFrom({ source: {} as Window }, frame)).toBe(false);
    expect(isFrom({ source: null }, null)).toBe(false);
  });
});
