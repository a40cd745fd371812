import { executableInlineScripts, scriptHashSources } from './inlineScripts';

describe('executableInlineScripts', () => {
  it('keeps inline code and leaves out external scripts, data and empty elements', () => {
    const html = [
      '<script src="/a.js" defer></script>',
      '<script>(function(){a()})();</script>',
      '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script type="module">import "/b.js";</script>',
      '<script nomodule=""></script>',
      '<script>\nline\n</script>',
    ].join('');
    expect(executableInlineScripts(html)).toEqual(['(function(){a()})();', 'import "/b.js";', '\nline\n']);
  });
});

describe('scriptHashSources', () => {
  it('reads the hash sources of script-src only', () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc+/=' 'wasm-unsafe-eval'; style-src 'sha256-zzz='";
    expect(scriptHashSources(policy)).toEqual(new Set(["'sha256-abc+/='"]));
  });
});
