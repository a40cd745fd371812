import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiThemeKey } from '../types';

/** A component's entry under `components` in a Material UI theme, as a package declares it. */
export interface ThemeKey {
  /** `MuiDataGrid`. */
  key: string;
  /** The props type the key takes as `defaultProps`, without type arguments (`DataGridProProps`). */
  propsType: string;
  /** Whether the key also takes `styleOverrides`. */
  styleOverrides: boolean;
}

const propertyName = (member: ts.TypeElement) =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : '';

/**
 * The theme keys a package's `themeAugmentation` declares: those its `…Components` interface lists
 * (with `defaultProps`, and whether `styleOverrides` too), each with the props type the
 * `…PropsList` interface maps it to. A key only in the props list is not a key of `components`.
 */
export function readThemeKeys(declarationFiles: ReadonlyArray<{ fileName: string; text: string }>): ThemeKey[] {
  const propsTypes = new Map<string, string>();
  const components = new Map<string, boolean>();
  for (const { fileName, text } of declarationFiles) {
    const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement)) continue;
      for (const member of statement.members) {
        const key = propertyName(member);
        if (!key.startsWith('Mui') || !ts.isPropertySignature(member) || !member.type) continue;
        if (statement.name.text.endsWith('PropsList') && ts.isTypeReferenceNode(member.type)) {
          propsTypes.set(key, member.type.typeName.getText(source));
        } else if (ts.isTypeLiteralNode(member.type)) {
          const names = member.type.members.map(propertyName);
          if (names.includes('defaultProps')) components.set(key, names.includes('styleOverrides'));
        }
      }
    }
  }
  return [...components].map(([key, styleOverrides]) => ({
    key,
    propsType: propsTypes.get(key) ?? '',
    styleOverrides,
  }));
}

/** The declaration files of a package's `themeAugmentation` folder (none when it has no such folder). */
export function themeAugmentationFiles(packageDir: string): Array<{ fileName: string; text: string }> {
  const dir = path.join(packageDir, 'themeAugmentation');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => ({ fileName: file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * A component's theme key: the one named after it (`MuiDatePicker`), else the one that takes its
 * props (`MuiDataGrid` for `DataGridPro`, whose package declares `MuiDataGrid: DataGridProProps`).
 */
export function themeKeyOf(componentName: string, keys: readonly ThemeKey[]): ThemeKey | undefined {
  return (
    keys.find((entry) => entry.key === `Mui${componentName}`) ??
    keys.find((entry) => entry.propsType === `${componentName}Props`)
  );
}

/** A theme key as a component's page gives it, with the entry point whose import types it. */
export function apiThemeKey(themeKey: ThemeKey | undefined, packageName: string): ApiThemeKey | undefined {
  return (
    themeKey && {
      key: themeKey.key,
      styleOverrides: themeKey.styleOverrides,
      augmentation: `${packageName}/themeAugmentation`,
    }
  );
}
