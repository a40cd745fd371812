import ts from 'typescript';
import type { ApiMember, ApiPlan } from '../types';
import { expandType } from './expandType.server';
import { memberPlan, planNamedInText } from './memberPlan';
import { readJsDoc, splitParamTag } from './readJsDoc.server';

/** Props users never set themselves: React's own and the DOM's, and the reserved names. */
const DECLARED_BY_REACT_OR_DOM = /\/node_modules\/(@types\/react|csstype|typescript\/lib)\//;
/** MUI System's style shorthands (`bgcolor`, `border`, …), documented once by MUI System; `sx` stays. */
const SYSTEM_STYLE_PROPS = /\/node_modules\/@mui\/system\//;
/** A written type longer than this is cut (a few generated unions run to kilobytes). */
const MAX_TYPE_LENGTH = 1000;

const capLength = (text: string) => (text.length > MAX_TYPE_LENGTH ? `${text.slice(0, MAX_TYPE_LENGTH - 1)}…` : text);
const RESERVED_NAMES = new Set(['key', 'ref']);

/**
 * A style shorthand that reaches a props type through a mapped type (`Omit<StackProps, …>`) has
 * no declaration left; its type still says where it comes from: `ResponsiveStyleValue<…>` of MUI System.
 */
function isMappedSystemStyleProp(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  const isSystemAlias = (candidate: ts.Type) =>
    (candidate.aliasSymbol?.declarations ?? []).some((declaration) =>
      SYSTEM_STYLE_PROPS.test(declaration.getSourceFile().fileName),
    );
  // The union flattens `ResponsiveStyleValue<…>` away; its theme callback still returns one.
  return (type.isUnion() ? type.types : [type]).some(
    (part) =>
      isSystemAlias(part) ||
      part.getCallSignatures().some((signature) => isSystemAlias(checker.getReturnTypeOfSignature(signature))),
  );
}

/** Whether a member is left out of the reference (see the issue's rules). */
export function isHiddenMember(checker: ts.TypeChecker, symbol: ts.Symbol, tags: Map<string, string[]>): boolean {
  const name = symbol.getName();
  if (RESERVED_NAMES.has(name) || /^unstable_/.test(name) || tags.has('ignore') || tags.has('internal')) return true;
  const files = (symbol.declarations ?? []).map((declaration) => declaration.getSourceFile().fileName);
  if (files.length === 0) return name !== 'sx' && isMappedSystemStyleProp(checker, symbol);
  return (
    files.every((file) => DECLARED_BY_REACT_OR_DOM.test(file)) ||
    (name !== 'sx' && files.every((file) => SYSTEM_STYLE_PROPS.test(file)))
  );
}

/** Whether a written type names a type parameter of its declaration (`TValue`, `TError`, `TView`). */
function mentionsTypeParameter(checker: ts.TypeChecker, node: ts.Node): boolean {
  if (ts.isTypeReferenceNode(node) && checker.getTypeAtLocation(node).isTypeParameter()) return true;
  return ts.forEachChild(node, (child) => mentionsTypeParameter(checker, child) || undefined) ?? false;
}

/**
 * An optional member's type without the `| undefined` that the table's missing "required" mark
 * says, but with the `| null` it takes (a picker's `value`: a date or null).
 */
function optionalTypeText(checker: ts.TypeChecker, type: ts.Type, write: (shown: ts.Type) => string): string {
  const shown = checker.getNonNullableType(type);
  const takesNull = type.isUnion() && type.types.some((part) => part.flags & ts.TypeFlags.Null);
  if (!takesNull || shown.flags & ts.TypeFlags.Never) return write(shown);
  const text = write(shown);
  const isFunction = !shown.isUnion() && shown.getCallSignatures().length > 0;
  return `${isFunction ? `(${text})` : text} | null`;
}

/**
 * How the declaration writes a member's type (`GridSortModel`, `(model: GridSortModel) => void`);
 * where it names a type parameter, the type as the component instantiates it, which is what a
 * reader writes (`(value: PickerValue, context: PickerChangeHandlerContext<DateValidationError>) => void`).
 */
function writtenType(checker: ts.TypeChecker, symbol: ts.Symbol, declaration: ts.Declaration | undefined): string {
  const resolved = () => {
    const type = checker.getTypeOfSymbol(symbol);
    const write = (shown: ts.Type) => checker.typeToString(shown, undefined, ts.TypeFormatFlags.NoTruncation);
    return symbol.flags & ts.SymbolFlags.Optional ? optionalTypeText(checker, type, write) : write(type);
  };
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    // A bare type parameter (`value?: TValue`) says nothing: the component's instantiation does.
    const written = declaration.type;
    const writtenAs = checker.getTypeAtLocation(written);
    if (ts.isTypeReferenceNode(written) && writtenAs.isTypeParameter()) {
      // Without a date adapter the pickers' value resolves to `any`: its constraint says more.
      const instantiated = resolved();
      const constraint = checker.getBaseConstraintOfType(writtenAs);
      return instantiated === 'any' && constraint ? checker.typeToString(constraint) : instantiated;
    }
    if (mentionsTypeParameter(checker, written)) return resolved();
    return written.getText().replace(/\s+/g, ' ');
  }
  if (declaration && ts.isMethodSignature(declaration)) {
    const params = declaration.parameters.map((param) => param.getText().replace(/\s+/g, ' ')).join(', ');
    return `(${params}) => ${declaration.type ? declaration.type.getText().replace(/\s+/g, ' ') : 'void'}`;
  }
  return resolved();
}

/** An expansion helps when it writes out a shape or a union, not when it only renames (`React.CSSProperties`). */
function isWorthExpanding(written: string, expanded: string): boolean {
  const compact = (text: string) => text.replace(/\s/g, '');
  return compact(expanded) !== compact(written) && /[{|&([]/.test(expanded);
}

/** What marks a member with a plan: its entry's plan, and the plan of the package a declaration file is in. */
export interface MemberPlans {
  entry: ApiPlan;
  ofFile: (fileName: string) => ApiPlan | undefined;
}

/** One member of a props type or interface, or null when it is left out. */
export function extractMember(checker: ts.TypeChecker, symbol: ts.Symbol, plans?: MemberPlans): ApiMember | null {
  const { description, tags } = readJsDoc(checker, symbol);
  if (isHiddenMember(checker, symbol, tags)) return null;
  const declaration = symbol.declarations?.[0];
  const required = !(symbol.flags & ts.SymbolFlags.Optional);
  const type = capLength(writtenType(checker, symbol, declaration));
  const resolved = checker.getTypeOfSymbol(symbol);
  const expanded = required
    ? expandType(checker, resolved)
    : optionalTypeText(checker, resolved, (shown) => expandType(checker, shown));
  const member: ApiMember = { name: symbol.getName(), type, description, required };
  if (isWorthExpanding(type, expanded)) member.expandedType = expanded;
  const defaultValue = tags.get('default')?.[0];
  if (defaultValue !== undefined) member.default = defaultValue;
  const deprecated = tags.get('deprecated')?.[0];
  if (deprecated !== undefined) member.deprecated = deprecated;
  const params = tags.get('param');
  if (params?.length) member.params = params.map(splitParamTag);
  const returns = tags.get('returns')?.[0] ?? tags.get('return')?.[0];
  if (returns) member.returns = returns;
  // A Pro or Premium package that augments a community interface (`GridColDef.aggregable`).
  const plan =
    plans &&
    memberPlan(plans.entry, [
      ...(symbol.declarations ?? []).map((node) => plans.ofFile(node.getSourceFile().fileName)),
      planNamedInText(description),
    ]);
  if (plan) member.plan = plan;
  return member;
}

/** Every member users set, resolved through inheritance by the checker, sorted by name. */
export function extractMembers(checker: ts.TypeChecker, type: ts.Type, plans?: MemberPlans): ApiMember[] {
  return checker
    .getPropertiesOfType(type)
    .map((symbol) => extractMember(checker, symbol, plans))
    .filter((member): member is ApiMember => member !== null)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
