import { LoopLimitError, addLoopGuards, createLoopGuard } from './loopGuards';

describe('addLoopGuards', () => {
  it('guards while, do…while and for (;;) conditions', () => {
    expect(addLoopGuards('while (x < 3) x++;', 'G')).toBe('while (G() && (x < 3)) x++;');
    expect(addLoopGuards('do { i++ } while (true);', 'G')).toBe('do { i++ } while (G() && (true));');
    expect(addLoopGuards('for (let i = 0; i < n; i++) {}', 'G')).toBe('for (let i = 0; G() && ( i < n); i++) {}');
    expect(addLoopGuards('for (;;) {}', 'G')).toBe('for (; G();) {}');
  });

  it('leaves for…of, for…in, and loops inside strings, comments and templates alone', () => {
    const code =
      "for (const a of b) {} for (k in o) {} const s = 'while (x) {}'; // for (;;)\nconst t = `for (;;) ${1}`;";
    expect(addLoopGuards(code, 'G')).toBe(code);
  });

  it('finds the right closing parenthesis with calls, arrays and objects in the condition', () => {
    expect(addLoopGuards('while (f(a, [1, 2], { b: (c) })) g();', 'G')).toBe(
      'while (G() && (f(a, [1, 2], { b: (c) }))) g();',
    );
    expect(addLoopGuards('for (let i = f(1); ok(i); i++) while (a) b();', 'G')).toBe(
      'for (let i = f(1); G() && ( ok(i)); i++) while (G() && (a)) b();',
    );
  });

  it('keeps the code runnable: a guarded loop still counts to its end', () => {
    const guarded = addLoopGuards(
      'let n = 0; for (let i = 0; i < 5000; i++) { n++; } while (n < 6000) n++; return n;',
      'G',
    );
    expect(new Function('G', guarded)(() => true)).toBe(6000);
  });
});

describe('createLoopGuard', () => {
  it('throws once a task has looped past the limit, and again on each later turn', () => {
    let time = 0;
    const guard = createLoopGuard(
      1000,
      () => time,
      () => {},
    );
    for (let turn = 0; turn < 1024; turn++) guard();
    time = 1500;
    for (let turn = 0; turn < 1023; turn++) guard();
    expect(() => guard()).toThrow(LoopLimitError);
    for (let turn = 0; turn < 1023; turn++) guard();
    expect(() => guard()).toThrow(LoopLimitError);
  });

  it('starts the clock afresh in each task: long pages of short loops never throw', () => {
    let time = 0;
    const timers: Array<() => void> = [];
    const guard = createLoopGuard(
      1000,
      () => time,
      (callback) => timers.push(callback),
    );
    for (let task = 0; task < 5; task++) {
      for (let turn = 0; turn < 4096; turn++) guard();
      time += 900;
      timers.splice(0).forEach((callback) => callback());
    }
    expect(time).toBe(4500);
  });

  it('stops a real endless loop', () => {
    const guard = createLoopGuard(
      50,
      () => performance.now(),
      (callback) => setTimeout(callback, 0),
    );
    const guarded = addLoopGuards('let n = 0; while (true) { n++; } return n;', 'G');
    expect(() => new Function('G', guarded)(guard)).toThrow(LoopLimitError);
  });
});
