import { decodeErrorMessage, MISSING_ARGUMENT, parseErrorQuery } from './decodeErrorMessage';

const codes = { '1': 'No row with id #%s was found.', '4': 'The `%s` prop needs the %s plan.' };

describe('decodeErrorMessage', () => {
  it('substitutes the arguments in order', () => {
    expect(decodeErrorMessage(codes, '4', ['treeData', 'pro'])).toEqual({
      kind: 'message',
      code: '4',
      message: 'The `treeData` prop needs the pro plan.',
    });
  });

  it('marks a missing argument', () => {
    expect(decodeErrorMessage(codes, '4', ['treeData'])).toMatchObject({
      message: `The \`treeData\` prop needs the ${MISSING_ARGUMENT} plan.`,
    });
  });

  it('keeps hostile arguments as plain text, never interpreting them', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const decoded = decodeErrorMessage(codes, '1', [hostile]);
    expect(decoded).toMatchObject({ message: `No row with id #${hostile} was found.` });
  });

  it('does not expand replacement patterns inside arguments', () => {
    expect(decodeErrorMessage(codes, '1', ['$& $1 %s'])).toMatchObject({
      message: 'No row with id #$& $1 %s was found.',
    });
  });

  it('explains unknown and missing codes', () => {
    expect(decodeErrorMessage(codes, '999', [])).toEqual({ kind: 'unknown-code', code: '999' });
    expect(decodeErrorMessage(codes, 'toString', [])).toEqual({ kind: 'unknown-code', code: 'toString' });
    expect(decodeErrorMessage(codes, '__proto__', [])).toEqual({ kind: 'unknown-code', code: '__proto__' });
    expect(decodeErrorMessage(codes, null, [])).toEqual({ kind: 'missing-code' });
  });
});

describe('parseErrorQuery', () => {
  it('reads the code and the arguments in order', () => {
    expect(parseErrorQuery('?code=4&args[]=a&args[]=b')).toEqual({ code: '4', args: ['a', 'b'] });
    expect(parseErrorQuery('?code=4&args%5B%5D=%3Cb%3E')).toEqual({ code: '4', args: ['<b>'] });
  });

  it('tolerates missing and malformed input', () => {
    expect(parseErrorQuery('')).toEqual({ code: null, args: [] });
    expect(parseErrorQuery('?code=&args=x')).toEqual({ code: null, args: [] });
    expect(parseErrorQuery(`?code=${'9'.repeat(100)}`).code).toHaveLength(40);
  });
});
