// The messages between a docs page and a live-edit runner frame (an opaque-origin sandbox). Each
// side trusts a message only when it comes from the other window, carries the frame's token (a
// random value the page gives the frame in its URL) and has exactly the expected shape; every
// text is bounded in length and shown by the page as text, never as HTML.

/** Marks our messages among any others a window receives. */
export const CHANNEL = 'mui-x-live-edit';

/** The longest text (error message, file) a message may carry; longer is refused, not cut. */
export const MAX_TEXT = 4000;
/** The most code a run may carry, every file together (the share links' limit as well). */
export const MAX_CODE = 64 * 1024;
/** The pause in typing after which the page sends the edited files to run again. */
export const RUN_DELAY_MS = 300;
/** The tallest the frame makes itself, so a runaway layout cannot grow the page without end. */
export const MAX_FRAME_HEIGHT = 4000;

export interface RunnerSettings {
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  dense: boolean;
  spacing: number;
  /** The page's language (`en`, `zh`, `pt`): the component labels follow it. */
  language: string;
}

export interface RunFile {
  /** Relative to the demo's folder: `BasicGrid.tsx`, `StripedRows.module.css`. */
  path: string;
  code: string;
}

export type FailureKind = 'syntax' | 'import' | 'render' | 'no-export' | 'loop';

export interface RunFailure {
  kind: FailureKind;
  message: string;
  /** The file the failure is in, where known. */
  file: string | null;
  /** 1-based line in that file, where known. */
  line: number | null;
  /** The module that could not be imported (kind `import`). */
  module: string | null;
}

export type PageMessage =
  | { type: 'run'; runId: number; entry: string; files: RunFile[]; settings: RunnerSettings }
  | { type: 'settings'; settings: RunnerSettings }
  | { type: 'ping'; id: number };

export type RunnerMessage =
  | { type: 'ready' }
  | { type: 'rendered'; runId: number }
  | { type: 'failed'; runId: number; failure: RunFailure }
  | { type: 'size'; height: number }
  /** The edited code used the frame's storage, an in-memory stand-in. */
  | { type: 'storage' }
  | { type: 'pong'; id: number };

export type Envelope<M> = M & { channel: typeof CHANNEL; token: string };

/** A token no other frame can guess: 128 random bits, hex. */
export function createToken(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `#token=…` of the runner's URL, or null. */
export function tokenFromHash(hash: string): string | null {
  const match = /^#token=([0-9a-f]{32})$/.exec(hash);
  return match ? match[1] : null;
}

export function envelope<M extends PageMessage | RunnerMessage>(message: M, token: string): Envelope<M> {
  return { ...message, channel: CHANNEL, token };
}

type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const textOrNull = (value: unknown) => value === null || isText(value);
const lineOrNull = (value: unknown) => value === null || (isCount(value) && (value as number) > 0);
/** The object has these keys and no other. */
const hasKeys = (value: Shape, keys: string[]) => {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
};

const FAILURE_KINDS: ReadonlySet<string> = new Set<FailureKind>(['syntax', 'import', 'render', 'no-export', 'loop']);

function isFailure(value: unknown): value is RunFailure {
  return (
    isObject(value) &&
    hasKeys(value, ['kind', 'message', 'file', 'line', 'module']) &&
    typeof value.kind === 'string' &&
    FAILURE_KINDS.has(value.kind) &&
    isText(value.message) &&
    textOrNull(value.file) &&
    lineOrNull(value.line) &&
    textOrNull(value.module)
  );
}

function isSettings(value: unknown): value is RunnerSettings {
  return (
    isObject(value) &&
    hasKeys(value, ['mode', 'direction', 'dense', 'spacing', 'language']) &&
    (value.mode === 'light' || value.mode === 'dark') &&
    (value.direction === 'ltr' || value.direction === 'rtl') &&
    typeof value.dense === 'boolean' &&
    typeof value.spacing === 'number' &&
    value.spacing > 0 &&
    value.spacing <= 64 &&
    isText(value.language, 8)
  );
}

function isFiles(value: unknown): value is RunFile[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 32) return false;
  let size = 0;
  for (const file of value) {
    if (!isObject(file) || !hasKeys(file, ['path', 'code']) || !isText(file.path, 200)) return false;
    if (typeof file.code !== 'string') return false;
    size += file.code.length;
  }
  return size <= MAX_CODE;
}

/** The message's own fields (without channel and token), when the envelope is ours. */
function opened(data: unknown, token: string): Shape | null {
  if (!isObject(data) || data.channel !== CHANNEL || typeof data.token !== 'string' || data.token !== token) {
    return null;
  }
  const { channel: _channel, token: _token, ...message } = data;
  return message;
}

/** A message from the runner, checked; null for anything else. */
export function readRunnerMessage(data: unknown, token: string): RunnerMessage | null {
  const message = opened(data, token);
  if (!message) return null;
  switch (message.type) {
    case 'ready':
    case 'storage':
      return hasKeys(message, ['type']) ? { type: message.type } : null;
    case 'rendered':
      return hasKeys(message, ['type', 'runId']) && isCount(message.runId)
        ? { type: 'rendered', runId: message.runId }
        : null;
    case 'failed':
      return hasKeys(message, ['type', 'runId', 'failure']) && isCount(message.runId) && isFailure(message.failure)
        ? { type: 'failed', runId: message.runId, failure: { ...message.failure } }
        : null;
    case 'size':
      return hasKeys(message, ['type', 'height']) && typeof message.height === 'number' && message.height >= 0
        ? { type: 'size', height: Math.min(Math.ceil(message.height), MAX_FRAME_HEIGHT) }
        : null;
    case 'pong':
      return hasKeys(message, ['type', 'id']) && isCount(message.id) ? { type: 'pong', id: message.id } : null;
    default:
      return null;
  }
}

/** A message from the page, checked; null for anything else. */
export function readPageMessage(data: unknown, token: string): PageMessage | null {
  const message = opened(data, token);
  if (!message) return null;
  switch (message.type) {
    case 'run':
      return hasKeys(message, ['type', 'runId', 'entry', 'files', 'settings']) &&
        isCount(message.runId) &&
        isText(message.entry, 200) &&
        isFiles(message.files) &&
        message.files.some((file) => file.path === message.entry) &&
        isSettings(message.settings)
        ? {
            type: 'run',
            runId: message.runId,
            entry: message.entry,
            files: message.files.map(({ path, code }) => ({ path, code })),
            settings: { ...message.settings },
          }
        : null;
    case 'settings':
      return hasKeys(message, ['type', 'settings']) && isSettings(message.settings)
        ? { type: 'settings', settings: { ...message.settings } }
        : null;
    case 'ping':
      return hasKeys(message, ['type', 'id']) && isCount(message.id) ? { type: 'ping', id: message.id } : null;
    default:
      return null;
  }
}

/**
 * Whether a `message` event may be read at all: it comes from the expected window (the frame for
 * the page, the parent for the frame). The token and shape are checked after.
 */
export function isFrom(event: Pick<MessageEvent, 'source'>, expected: MessageEventSource | null | undefined): boolean {
  return expected != null && event.source === expected;
}
