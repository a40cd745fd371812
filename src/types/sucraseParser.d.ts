// Sucrase's tokenizer, which the live editor's loop guards use (src/live-edit/runner/loopGuards.ts),
// is not among its typed entry points; its declarations ship beside it under dist/types/.
declare module 'sucrase/dist/parser' {
  export * from 'sucrase/dist/types/parser/index';
}
declare module 'sucrase/dist/parser/tokenizer/types' {
  export * from 'sucrase/dist/types/parser/tokenizer/types';
}
