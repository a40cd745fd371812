import { lookup, translate } from './translate';

const fallback = { hello: 'Hello', nested: { greeting: 'Hi {{name}}' }, onlyEnglish: 'English only' };
const current = { hello: '你好', nested: { greeting: '{{name}}，你好' } };

describe('translate', () => {
  it('uses the reader language when it has the key', () => {
    expect(translate({ current, fallback }, 'hello')).toBe('你好');
  });

  it('falls back to English string by string', () => {
    expect(translate({ current, fallback }, 'onlyEnglish')).toBe('English only');
  });

  it('falls back to the key when no language has it', () => {
    expect(translate({ current, fallback }, 'missing.key')).toBe('missing.key');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate({ current, fallback }, 'nested.greeting', { name: 'Ada' })).toBe('Ada，你好');
    expect(translate({ current: {}, fallback }, 'nested.greeting')).toBe('Hi {{name}}');
  });

  it('does not treat a group as a string', () => {
    expect(lookup(fallback, 'nested')).toBeUndefined();
    expect(lookup(fallback, 'hello.deeper')).toBeUndefined();
  });
});
