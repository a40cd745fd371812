/** Theme fragments that set component default props (the shape `createTheme` merges). */
export type ComponentLocale = { components?: object };
