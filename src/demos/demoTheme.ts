import type { ComponentLocale } from '../i18n/componentLocales';

type ComponentsOptions = Record<string, { defaultProps?: object } & Record<string, unknown>>;

/**
 * The theme with the default props of component locales (data grid and pickers labels) merged
 * into its `components`, keeping every other default the theme already sets.
 */
export function withComponentLocales<T extends { components?: object }>(theme: T, locales: ComponentLocale[]): T {
  const components: ComponentsOptions = { ...(theme.components as ComponentsOptions | undefined) };
  for (const locale of locales) {
    for (const [name, options] of Object.entries((locale.components ?? {}) as ComponentsOptions)) {
      const current = components[name] ?? {};
      components[name] = {
        ...current,
        ...options,
        defaultProps: { ...current.defaultProps, ...options.defaultProps },
      };
    }
  }
  return { ...theme, components };
}
