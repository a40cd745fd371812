// Prism highlights every `language-*` element of a page by itself when it loads in a browser.
// Code here is highlighted on request only (the demo code panel loads Prism lazily), so Prism is
// told to stay manual before it loads. On the server this does nothing.
if (typeof window !== 'undefined') {
  const global = window as Window & { Prism?: { manual?: boolean } };
  global.Prism = { ...global.Prism, manual: true };
}

export {};
