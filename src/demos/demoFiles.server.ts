// Build time: a demo's TypeScript source → its JavaScript twin and its short JSX preview (for
// scripts/generate-demo-files.mts). Uses the TypeScript 6 compiler API (TypeScript 7, which
// type-checks the site, has no JavaScript API).
import ts from 'typescript';

/** Previews longer than this many lines are not made: the reader sees the full source instead. */
export const MAX_PREVIEW_LINES = 16;

const BLANK_LINE_MARKER = '/*__demo_blank_line__*/';

function parse(source: string, fileName: string): ts.SourceFile {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
}

/** Statement lists whose blank lines are worth keeping: a file, a block, a case. */
function statementLists(sourceFile: ts.SourceFile): Array<ts.NodeArray<ts.Statement>> {
  const lists: Array<ts.NodeArray<ts.Statement>> = [];
  const visit = (node: ts.Node) => {
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseOrDefaultClause(node)) {
      lists.push(node.statements);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return lists;
}

/**
 * The compiler drops blank lines. Before compiling, each blank line in front of a statement
 * becomes a marker comment, which the compiler keeps with the statement (and drops with it
 * when the statement is a type), and which turns back into a blank line afterwards.
 */
function markBlankLines(source: string, fileName: string): string {
  const sourceFile = parse(source, fileName);
  const insertions: number[] = [];
  for (const statements of statementLists(sourceFile)) {
    statements.forEach((statement, index) => {
      if (index === 0) {
        return;
      }
      const trivia = source.slice(statement.pos, statement.getStart(sourceFile));
      const blank = /\n([ \t]*)\n/.exec(trivia);
      if (blank) {
        insertions.push(statement.pos + blank.index + 1 + blank[1].length);
      }
    });
  }
  let marked = source;
  for (const position of insertions.sort((a, b) => b - a)) {
    marked = `${marked.slice(0, position)}${BLANK_LINE_MARKER}${marked.slice(position)}`;
  }
  return marked;
}

/** TypeScript → JavaScript with JSX kept, types erased, comments and blank lines kept. */
export function transpileDemo(source: string, fileName: string): string {
  const { outputText } = ts.transpileModule(markBlankLines(source, fileName), {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      isolatedModules: true,
    },
  });
  return outputText
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE_MARKER ? '' : line.replace(BLANK_LINE_MARKER, '')))
    .join('\n');
}

function unwrapParentheses(expression: ts.Expression | undefined): ts.Expression | undefined {
  let current = expression;
  while (current && ts.isParenthesizedExpression(current)) {
    current = current.expression;
  }
  return current;
}

function isJsx(node: ts.Node | undefined): node is ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment {
  return !!node && (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node));
}

/** The function a file exports by default, declared inline or by name. */
function defaultExportedFunction(sourceFile: ts.SourceFile): ts.FunctionDeclaration | null {
  const declarations = new Map<string, ts.FunctionDeclaration>();
  let exported: ts.FunctionDeclaration | null = null;
  for (const statement of sourceFile.statements) {
    if (ts.isFunctionDeclaration(statement)) {
      const modifiers = ts.getModifiers(statement) ?? [];
      const isDefault =
        modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
        modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) {
        exported = statement;
      } else if (statement.name) {
        declarations.set(statement.name.text, statement);
      }
    }
    if (ts.isExportAssignment(statement) && !statement.isExportEquals && ts.isIdentifier(statement.expression)) {
      exported = declarations.get(statement.expression.text) ?? exported;
    }
  }
  return exported;
}

/**
 * The JSX the demo's component returns, dedented, when it is at most MAX_PREVIEW_LINES lines;
 * otherwise null.
 */
export function demoPreview(source: string, fileName: string): string | null {
  const sourceFile = parse(source, fileName);
  const component = defaultExportedFunction(sourceFile);
  if (!component?.body) {
    return null;
  }
  const returned = component.body.statements.filter(ts.isReturnStatement).at(-1);
  const jsx = unwrapParentheses(returned?.expression);
  if (!isJsx(jsx)) {
    return null;
  }
  const start = jsx.getStart(sourceFile);
  const column = start - source.lastIndexOf('\n', start - 1) - 1;
  const lines = source
    .slice(start, jsx.getEnd())
    .split('\n')
    .map((line, index) => (index === 0 ? line : line.slice(Math.min(column, line.length - line.trimStart().length))));
  return lines.length <= MAX_PREVIEW_LINES ? `${lines.join('\n')}\n` : null;
}
