/**
 * @jest-environment node
 */
import { readThemeKeys, themeKeyOf } from './themeKeys.server';

// Shaped like the packages' themeAugmentation files: a props list, and the components interface.
const PROPS = `
export interface FixtureComponentsPropsList {
  MuiFixtureList: FixtureListProps<any>;
  MuiFixtureField: FixtureFieldProps;
  MuiFixturePie: FixturePieProps;
}`;
const COMPONENTS = `
export interface FixtureComponents<Theme = unknown> {
  MuiFixtureList?: {
    defaultProps?: ComponentsProps['MuiFixtureList'];
    styleOverrides?: ComponentsOverrides<Theme>['MuiFixtureList'];
  };
  MuiFixtureField?: {
    defaultProps?: ComponentsProps['MuiFixtureField'];
  };
}`;
const PRO_PROPS = `
export interface FixtureProComponentsPropsList {
  MuiFixtureList: FixtureListProProps;
}
export interface FixtureProComponents<Theme = unknown> {
  MuiFixtureList?: {
    defaultProps?: ComponentsProps['MuiFixtureList'];
  };
}`;

describe('theme keys', () => {
  const keys = readThemeKeys([
    { fileName: 'props.d.ts', text: PROPS },
    { fileName: 'components.d.ts', text: COMPONENTS },
  ]);

  it('reads each key of components with its props type and whether it takes style overrides; a key only in the props list is none', () => {
    expect(keys).toEqual([
      { key: 'MuiFixtureList', propsType: 'FixtureListProps', styleOverrides: true },
      { key: 'MuiFixtureField', propsType: 'FixtureFieldProps', styleOverrides: false },
    ]);
  });

  it('finds a component by its name, then by the props type a key takes', () => {
    expect(themeKeyOf('FixtureField', keys)?.key).toBe('MuiFixtureField');
    const proKeys = readThemeKeys([{ fileName: 'props.d.ts', text: PRO_PROPS }]);
    expect(themeKeyOf('FixtureListPro', proKeys)).toEqual({
      key: 'MuiFixtureList',
      propsType: 'FixtureListProProps',
      styleOverrides: false,
    });
    expect(themeKeyOf('FixtureToolbar', keys)).toBeUndefined();
  });
});
