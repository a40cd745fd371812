import { typeParametersNamed } from './typeParameterText';

describe('typeParametersNamed', () => {
  const declared = ['R extends GridValidRowModel = any', 'V = any', 'F = V'];

  it('keeps the parameters a member type names, as declared', () => {
    expect(typeParametersNamed(declared, ['(params: GridRenderCellParams<R, V, F>) => ReactNode', 'string'])).toEqual(
      declared,
    );
    expect(typeParametersNamed(declared, ['(value: V) => string'])).toEqual(['V = any']);
  });

  it('leaves out a parameter no type names, and does not match it inside a longer name', () => {
    expect(typeParametersNamed(declared, ['GridRowModel', 'Record<string, Value>'])).toEqual([]);
  });
});
