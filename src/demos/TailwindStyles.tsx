import * as React from 'react';

/**
 * The compiled Tailwind utilities of the Tailwind demo variants, loaded with the first one and
 * hoisted once into <head>. Every rule is scoped to TAILWIND_SCOPE_CLASS (tailwindScope.ts).
 */
export function TailwindStyles() {
  const [css, setCss] = React.useState<string | null>(null);
  React.useEffect(() => {
    let current = true;
    import('../../generated/demos/tailwind').then(({ TAILWIND_DEMO_CSS }) => {
      if (current) setCss(TAILWIND_DEMO_CSS);
    });
    return () => {
      current = false;
    };
  }, []);
  return css === null ? null : (
    <style href="mui-x-docs-demo-tailwind" precedence="demo-tailwind">
      {css}
    </style>
  );
}
