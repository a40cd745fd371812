// Guards in every loop of edited code: a `while (true) {}` shares the tab's thread with the page
// (a sandboxed frame may run in the page's process), so the loop itself must give up. Each
// `while`/`do…while` condition and each `for (;;)` condition becomes `GUARD() && (condition)`.
// `for…of`/`for…in` walk a finite collection and keep their form. Sucrase's own tokenizer finds the
// loops, so strings, comments, regular expressions and templates are never mistaken for code.
import { parse } from 'sucrase/dist/parser';
import { TokenType } from 'sucrase/dist/parser/tokenizer/types';

interface Insertion {
  at: number;
  text: string;
}

/** Adds `guardName()` to the condition of every loop of `code` (plain JavaScript, no JSX or types). */
export function addLoopGuards(code: string, guardName: string): string {
  const { tokens } = parse(code, false, false, false);
  const insertions: Insertion[] = [];
  for (let index = 0; index < tokens.length - 1; index++) {
    const keyword = tokens[index].type;
    if ((keyword !== TokenType._while && keyword !== TokenType._for) || tokens[index + 1].type !== TokenType.parenL) {
      continue;
    }
    // The loop's head: from its `(` to the matching `)`, with the `;` at its own depth.
    let depth = 0;
    const semicolons: number[] = [];
    let close = -1;
    for (let inner = index + 1; inner < tokens.length; inner++) {
      const { type } = tokens[inner];
      if (type === TokenType.parenL || type === TokenType.bracketL || type === TokenType.braceL) depth++;
      else if (type === TokenType.dollarBraceL) depth++;
      else if (type === TokenType.parenR || type === TokenType.bracketR || type === TokenType.braceR) depth--;
      else if (type === TokenType.semi && depth === 1) semicolons.push(inner);
      if (depth === 0) {
        close = inner;
        break;
      }
    }
    if (close < 0) continue;
    if (keyword === TokenType._while) {
      insertions.push(
        { at: tokens[index + 1].end, text: `${guardName}() && (` },
        { at: tokens[close].start, text: ')' },
      );
    } else if (semicolons.length === 2) {
      const [first, second] = semicolons;
      const empty = second === first + 1;
      insertions.push(
        empty
          ? { at: tokens[first].end, text: ` ${guardName}()` }
          : { at: tokens[first].end, text: ` ${guardName}() && (` },
        ...(empty ? [] : [{ at: tokens[second].start, text: ')' }]),
      );
    }
  }
  insertions.sort((a, b) => a.at - b.at);
  let result = '';
  let last = 0;
  for (const { at, text } of insertions) {
    result += code.slice(last, at) + text;
    last = at;
  }
  return result + code.slice(last);
}

/** Thrown inside a loop that has run for longer than the limit within one task. */
export class LoopLimitError extends Error {
  constructor(milliseconds: number) {
    super(`A loop ran for more than ${milliseconds / 1000} s without letting the page answer, and was stopped.`);
    this.name = 'LoopLimitError';
  }
}

/**
 * The guard the transformed code calls on each turn of a loop. It looks at the clock every 1024
 * turns; the first look of a task starts that task's clock (a timer, which only runs once the task
 * has ended, restarts it), and a task whose loops pass `limitMs` throws, on every later turn too, so
 * even a loop that catches the error ends.
 */
export function createLoopGuard(limitMs: number, now: () => number, later: (callback: () => void) => void) {
  let turns = 0;
  let started: number | null = null;
  return function loopGuard(): true {
    turns++;
    if (turns % 1024 !== 0) return true;
    const time = now();
    if (started === null) {
      started = time;
      later(() => {
        started = null;
      });
    } else if (time - started > limitMs) {
      throw new LoopLimitError(limitMs);
    }
    return true;
  };
}
