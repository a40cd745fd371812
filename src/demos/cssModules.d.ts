// The CSS variants of the demos import CSS modules, typed by Next. Referenced here so that the
// type-check also works before `next build` has written next-env.d.ts.
/// <reference types="next" />
