import ts from 'typescript';

export type ExportClass =
  { kind: 'component'; propsType: ts.Type } | { kind: 'excluded'; reason: string } | { kind: 'other' };

const REACT_RENDER_RESULT = /\b(Element|ReactNode|ReactElement|ReactPortal)\b/;

/**
 * Whether an export is a React component with a page, a component left out (and why), or
 * something else (a hook, a constant, a type). The reasons are the exclusion list's.
 */
export function classifyExport(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): ExportClass {
  if (!/^[A-Z]/.test(name) || !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) {
    return { kind: 'other' };
  }
  const type = checker.getTypeOfSymbol(symbol);
  const typeText = checker.typeToString(type);
  const [signature] = type.getCallSignatures();
  if (!signature || !REACT_RENDER_RESULT.test(checker.typeToString(signature.getReturnType()))) {
    return { kind: 'other' };
  }
  if (/^(React\.)?(Context|Provider)</.test(typeText)) {
    return { kind: 'excluded', reason: 'a React context object, not rendered as a component' };
  }
  if (/^Unstable_/.test(name)) {
    return { kind: 'excluded', reason: 'an Unstable_ export, outside semantic versioning' };
  }
  if (/StyledComponent</.test(typeText)) {
    return {
      kind: 'excluded',
      reason: 'a styled element that the parent component renders; styled through its slots and classes',
    };
  }
  const [propsParameter] = signature.getParameters();
  const propsType = propsParameter ? checker.getTypeOfSymbol(propsParameter) : checker.getAnyType();
  // Material UI's SvgIcon props are the only props with `titleAccess`.
  if (propsType.getProperty('titleAccess')) {
    return {
      kind: 'excluded',
      reason: 'an icon: it takes the Material UI SvgIcon props and is replaced through the icon slots',
    };
  }
  return { kind: 'component', propsType };
}
