import fs from 'node:fs';
import ts from 'typescript';
import { DOCS_CONFIG } from '../../config/docsConfig';
import { apiSlug } from '../apiSlug';
import type { ApiPackage } from '../apiPackages';
import type { ApiCssClass, ApiEntry, ApiHook, ApiMember, ApiPlan, ApiSlot, ApiThemeKey } from '../types';
import { extractMember, extractMembers } from './extractMembers.server';
import { typeParametersNamed } from '../typeParameterText';
import { jsDocDemoPages } from './jsDocDemos';
import { readJsDoc, splitParamTag } from './readJsDoc.server';

export interface EntryContext {
  checker: ts.TypeChecker;
  apiPackage: ApiPackage;
  /** The narrowest entry point that exports the name (`@mui/x-charts/BarChart`), if any. */
  subpathOf: (name: string) => string | undefined;
  /** The global class names of a `*Classes` interface, read from the package at run time. */
  classNamesOf: (classesInterface: string) => Record<string, string> | undefined;
  /** A component's key in a Material UI theme, as the package's `themeAugmentation` declares it. */
  themeOf: (componentName: string) => ApiThemeKey | undefined;
  /** The plan of the package a declaration file belongs to, if it is one of the extracted packages. */
  planOfFile: (fileName: string) => ApiPlan | undefined;
}

const memberPlans = (context: EntryContext) => ({ entry: context.apiPackage.plan, ofFile: context.planOfFile });

/** The JSDoc of components links to pages of another site under these headings: dropped. */
function ownDescription(text: string): string {
  return text.split(/^(?:Demos|API|Features):\s*$/m)[0].trim();
}

/**
 * The file of the MUI X repository, at the installed version's tag, that declares the symbol:
 * `node_modules/@mui/x-data-grid/DataGrid/DataGrid.d.ts` → `…/blob/v8.29.3/packages/x-data-grid/src/DataGrid/DataGrid.tsx`
 * (`.tsx` when the built module renders JSX).
 */
function sourceUrl(symbol: ts.Symbol): string | undefined {
  const declarationFile = symbol.declarations?.[0]?.getSourceFile().fileName;
  const match = declarationFile && /\/node_modules\/@mui\/(x-[a-z-]+)\/(?:esm\/)?(.+)\.d\.ts$/.exec(declarationFile);
  if (!match) return undefined;
  const packageDir = declarationFile.slice(0, declarationFile.indexOf(`/${match[1]}/`) + match[1].length + 1);
  const { version } = JSON.parse(fs.readFileSync(`${packageDir}/package.json`, 'utf8')) as { version: string };
  const built = declarationFile.replace(/\.d\.ts$/, '.js');
  const rendersJsx = fs.existsSync(built) && /jsx/.test(fs.readFileSync(built, 'utf8'));
  return `${DOCS_CONFIG.repository}/blob/v${version}/packages/${match[1]}/src/${match[2]}${rendersJsx ? '.tsx' : '.ts'}`;
}

function entryBase(context: EntryContext, name: string, symbol: ts.Symbol) {
  const { apiPackage, checker } = context;
  const { description, tags } = readJsDoc(checker, symbol);
  const subpath = context.subpathOf(name);
  const imports = [`import { ${name} } from '${apiPackage.name}';`];
  if (subpath) imports.push(`import { ${name} } from '${subpath}';`);
  const deprecated = tags.get('deprecated')?.[0];
  return {
    name,
    slug: apiSlug(name),
    product: apiPackage.product,
    plan: apiPackage.plan,
    packageName: apiPackage.name,
    imports,
    description: ownDescription(description),
    ...(deprecated === undefined ? {} : { deprecated }),
    sourceUrl: sourceUrl(symbol),
    ...(jsDocDemoPages(description).length ? { demoPages: jsDocDemoPages(description) } : {}),
  };
}

function propertyType(checker: ts.TypeChecker, type: ts.Type, name: string): ts.Type | undefined {
  const property = type.getProperty(name);
  return property ? checker.getNonNullableType(checker.getTypeOfSymbol(property)) : undefined;
}

function extractSlots(checker: ts.TypeChecker, propsType: ts.Type): ApiSlot[] {
  const slotsType = propertyType(checker, propsType, 'slots');
  if (!slotsType) return [];
  return checker
    .getPropertiesOfType(slotsType)
    .map((slot) => extractMember(checker, slot))
    .filter((member): member is ApiMember => member !== null)
    .map((member) => ({
      name: member.name,
      description: member.description,
      ...(member.default === undefined ? {} : { default: member.default }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

function extractClasses(context: EntryContext, propsType: ts.Type): ApiCssClass[] {
  const { checker } = context;
  const classesType = propertyType(checker, propsType, 'classes');
  if (!classesType) return [];
  // `classes?: Partial<DataGridClasses>`: the keys and their JSDoc are on the interface inside.
  const classesInterface =
    classesType.aliasSymbol?.getName() === 'Partial' ? classesType.aliasTypeArguments?.[0] : classesType;
  if (!classesInterface) return [];
  const interfaceName = (classesInterface.aliasSymbol ?? classesInterface.getSymbol())?.getName() ?? '';
  const classNames = (interfaceName && context.classNamesOf(interfaceName)) || {};
  return checker
    .getPropertiesOfType(classesInterface)
    .filter((property) => {
      const { tags } = readJsDoc(checker, property);
      return !tags.has('ignore') && !tags.has('internal');
    })
    .map((property) => ({
      key: property.getName(),
      className: classNames[property.getName()] ?? '',
      description: readJsDoc(checker, property).description,
    }))
    .sort((a, b) => a.key.localeCompare(b.key, 'en'));
}

/** The DOM element type the `ref` prop takes (`Ref<HTMLDivElement>` → `HTMLDivElement`), when it is one. */
function refElement(checker: ts.TypeChecker, propsType: ts.Type): string | undefined {
  const refType = propertyType(checker, propsType, 'ref');
  if (!refType) return undefined;
  const elements = new Set(
    checker.typeToString(refType, undefined, ts.TypeFormatFlags.NoTruncation).match(/\b(?:HTML|SVG)\w*Element\b/g),
  );
  return elements.size === 1 ? [...elements][0] : undefined;
}

/** React's interfaces of an element's attributes (`id`, `aria-*`, handlers): whether a component passes them to an element is its own code's choice. */
const DOM_ATTRIBUTES = /^(?:DOMAttributes|AriaAttributes|HTMLAttributes|SVGAttributes)$/;

/** Whether the props type takes DOM attributes (`HTMLAttributes<HTMLDivElement>`), which the table leaves out. */
function takesDomAttributes(checker: ts.TypeChecker, propsType: ts.Type): boolean {
  return checker
    .getPropertiesOfType(propsType)
    .some((property) =>
      (property.declarations ?? []).some(
        (declaration) =>
          ts.isInterfaceDeclaration(declaration.parent) && DOM_ATTRIBUTES.test(declaration.parent.name.text),
      ),
    );
}

/** The type parameters (as declared) of the types that declare the members, among those the member types name. */
function typeParametersOf(type: ts.Type, members: readonly ApiMember[]): string[] {
  const parts = type.isIntersection() ? type.types : [type];
  const declared = parts.flatMap((part) =>
    [part.aliasSymbol, part.getSymbol()].flatMap((symbol) =>
      (symbol?.declarations ?? []).flatMap((declaration) =>
        (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) && declaration.typeParameters
          ? declaration.typeParameters.map((parameter) => parameter.getText().replace(/\s+/g, ' '))
          : [],
      ),
    ),
  );
  return typeParametersNamed(
    [...new Set(declared)],
    members.map((member) => `${member.type}\n${member.expandedType ?? ''}`),
  );
}

export function extractComponent(context: EntryContext, name: string, symbol: ts.Symbol, propsType: ts.Type): ApiEntry {
  const { checker } = context;
  const element = refElement(checker, propsType);
  const theme = context.themeOf(name);
  const members = extractMembers(checker, propsType, memberPlans(context));
  const typeParameters = typeParametersOf(propsType, members);
  return {
    kind: 'component',
    ...entryBase(context, name, symbol),
    members,
    slots: extractSlots(checker, propsType),
    classes: extractClasses(context, propsType),
    ...(element ? { refElement: element } : {}),
    ...(takesDomAttributes(checker, propsType) ? { domAttributes: true } : {}),
    ...(typeParameters.length ? { typeParameters } : {}),
    ...(theme ? { theme } : {}),
  };
}

export function extractInterface(context: EntryContext, name: string, symbol: ts.Symbol): ApiEntry {
  const { checker } = context;
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  // A type alias (`ContinuousScaleName`) is shown as the type it names; a union has no members to list.
  const isAlias = (symbol.flags & ts.SymbolFlags.TypeAlias) !== 0;
  const members = extractMembers(checker, type, memberPlans(context));
  const typeParameters = typeParametersOf(type, members);
  return {
    kind: 'interface',
    ...entryBase(context, name, symbol),
    members,
    slots: [],
    classes: [],
    ...(typeParameters.length ? { typeParameters } : {}),
    ...(isAlias
      ? {
          aliasOf: checker.typeToString(
            type,
            undefined,
            ts.TypeFormatFlags.NoTruncation |
              ts.TypeFormatFlags.InTypeAlias |
              ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
          ),
        }
      : {}),
  };
}

const FORMAT = ts.TypeFormatFlags.NoTruncation;

/** A hook: its call signature, parameters and return value, with their JSDoc. */
export function extractHook(context: EntryContext, name: string, symbol: ts.Symbol): ApiHook | null {
  const { checker, apiPackage } = context;
  const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
  if (!signature) return null;
  const { description, tags } = readJsDoc(checker, symbol);
  const paramDocs = new Map(
    (tags.get('param') ?? []).map(splitParamTag).map((param) => [param.name, param.description]),
  );
  return {
    name,
    product: apiPackage.product,
    plan: apiPackage.plan,
    packageName: apiPackage.name,
    description: ownDescription(description),
    signature: checker.signatureToString(signature, undefined, FORMAT),
    params: signature.getParameters().map((param) => {
      const declaration = param.valueDeclaration;
      const optional =
        declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer);
      return {
        name: param.getName(),
        type: checker.typeToString(checker.getTypeOfSymbol(param), undefined, FORMAT),
        description: paramDocs.get(param.getName()) ?? '',
        required: !optional,
      };
    }),
    returns: {
      type: checker.typeToString(signature.getReturnType(), undefined, FORMAT),
      description: tags.get('returns')?.[0] ?? '',
    },
  };
}
