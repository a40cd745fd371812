import ts from 'typescript';

/** Expanded types longer than this are cut: they are a hint behind a toggle, not the declaration. */
export const MAX_EXPANDED_TYPE_LENGTH = 1000;

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

function isFromLibraries(type: ts.Type): boolean {
  const declaration = (type.aliasSymbol ?? type.getSymbol())?.declarations?.[0];
  const file = declaration?.getSourceFile().fileName ?? '';
  return /\/typescript\/lib\/|\/@types\/react\/|\/csstype\//.test(file);
}

/**
 * The type with aliases and object shapes written out, `depth` levels deep: what a reader would
 * otherwise look up by hand (`GridSortModel` → `readonly { field: string; sort: … }[]`).
 */
export function expandType(checker: ts.TypeChecker, type: ts.Type, depth = 2): string {
  const write = (current: ts.Type, level: number): string => {
    if (level <= 0 || isFromLibraries(current)) return checker.typeToString(current, undefined, FORMAT);
    if (current.isUnion()) {
      // The checker stores `boolean` as the union `false | true`: it is written back as `boolean`.
      const booleanParts = current.types.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
      const writtenParts = current.types.map((member) =>
        booleanParts.length === 2 && booleanParts.includes(member) ? 'boolean' : write(member, level),
      );
      return [...new Set(writtenParts)].join(' | ');
    }
    if (checker.isArrayType(current) || checker.isTupleType(current)) {
      const [element] = checker.getTypeArguments(current as ts.TypeReference);
      if (element && checker.isArrayType(current)) {
        const inner = write(element, level - 1);
        const readonly = checker.typeToString(current).startsWith('readonly') ? 'readonly ' : '';
        return `${readonly}${/[|&]/.test(inner) ? `(${inner})` : inner}[]`;
      }
    }
    const isPlainObject =
      current.flags & ts.TypeFlags.Object &&
      current.getCallSignatures().length === 0 &&
      current.getConstructSignatures().length === 0 &&
      !checker.isArrayType(current);
    if (isPlainObject) {
      const properties = checker.getPropertiesOfType(current);
      if (properties.length > 0 && properties.length <= 12) {
        const fields = properties.map((property) => {
          const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
          const propertyType = optional
            ? checker.getNonNullableType(checker.getTypeOfSymbol(property))
            : checker.getTypeOfSymbol(property);
          return `${property.getName()}${optional}: ${write(propertyType, level - 1)}`;
        });
        return `{ ${fields.join('; ')} }`;
      }
    }
    return checker.typeToString(current, undefined, FORMAT | ts.TypeFormatFlags.InTypeAlias);
  };
  const text = write(type, depth);
  return text.length > MAX_EXPANDED_TYPE_LENGTH ? `${text.slice(0, MAX_EXPANDED_TYPE_LENGTH - 1)}…` : text;
}
