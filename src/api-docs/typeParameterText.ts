/** A declared type parameter's name: `R` of `R extends GridValidRowModel = any`. */
const nameOf = (declared: string) => /^\s*(?:const\s+)?(\w+)/.exec(declared)?.[1] ?? declared;

/**
 * The type parameters, as their declaration writes them (`R extends GridValidRowModel = any`), that
 * the given member types still name: said once above the table rather than left unexplained in it.
 */
export function typeParametersNamed(declared: readonly string[], types: readonly string[]): string[] {
  const text = types.join('\n');
  return declared.filter((parameter) => new RegExp(`\\b${nameOf(parameter)}\\b`).test(text));
}
