import dayjs, { type Dayjs } from 'dayjs';
import type { DateOrTimeView } from '@mui/x-date-pickers/models';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

export type Variant = 'desktop' | 'mobile' | 'static';
export type Orientation = 'portrait' | 'landscape';
export type Locale = 'en' | 'de' | 'fr';

export interface Settings {
  variant: Variant;
  orientation: Orientation;
  views: DateOrTimeView[];
  ampm: boolean;
  displayWeekNumber: boolean;
  showDaysOutsideCurrentMonth: boolean;
  hideToolbar: boolean;
  actions: PickersActionBarAction[];
  closeOnSelect: boolean;
  disabled: boolean;
  readOnly: boolean;
  locale: Locale;
}

export const componentNames: Record<Variant, string> = {
  desktop: 'DesktopDateTimePicker',
  mobile: 'MobileDateTimePicker',
  static: 'StaticDateTimePicker',
};

/** The views the date-time pickers use when `views` is not given (8.29.3). */
export const defaultViews: readonly DateOrTimeView[] = ['year', 'day', 'hours', 'minutes'];

/** Whether a variant hides its toolbar when `slotProps.toolbar.hidden` is not given (8.29.3). */
export const toolbarHiddenByDefault: Record<Variant, boolean> = { desktop: true, mobile: false, static: false };

export const playgroundDate = '2026-04-15T10:30';

/** What the playground shows first: a static picker with the component's own defaults. */
export const initialSettings: Settings = {
  variant: 'static',
  orientation: 'portrait',
  views: [...defaultViews],
  ampm: true,
  displayWeekNumber: false,
  showDaysOutsideCurrentMonth: false,
  hideToolbar: false,
  actions: ['cancel', 'accept'],
  closeOnSelect: false,
  disabled: false,
  readOnly: false,
  locale: 'en',
};

/** One prop of the picker: its value for the picker shown and its source for the copied JSX. */
export interface PickerProp {
  name: string;
  value: unknown;
  /** The JSX attribute (`ampm={false}`, `disabled`). */
  code: string;
}

const list = (items: readonly string[]) => `[${items.map((item) => `'${item}'`).join(', ')}]`;
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The props of the picker, leaving out those equal to the component's defaults. The picker shown
 * and the copied JSX are both made from this list, so the code always reproduces the picker.
 * `localeUses12Hours` is the locale's hour cycle, which `ampm` follows when it is not given.
 */
export function pickerProps(settings: Settings, localeUses12Hours: boolean): PickerProp[] {
  const props: PickerProp[] = [
    {
      name: 'defaultValue',
      value: dayjs(playgroundDate) as Dayjs,
      code: `defaultValue={dayjs('${playgroundDate}')}`,
    },
  ];
  if (settings.variant !== 'static') {
    props.push({ name: 'label', value: 'Playground picker', code: 'label="Playground picker"' });
  }
  if (settings.orientation !== 'portrait') {
    props.push({ name: 'orientation', value: settings.orientation, code: `orientation="${settings.orientation}"` });
  }
  if (!sameList(settings.views, defaultViews)) {
    props.push({ name: 'views', value: settings.views, code: `views={${list(settings.views)}}` });
  }
  if (settings.ampm !== localeUses12Hours) {
    props.push({ name: 'ampm', value: settings.ampm, code: `ampm={${settings.ampm}}` });
  }
  (['displayWeekNumber', 'showDaysOutsideCurrentMonth', 'disabled', 'readOnly'] as const).forEach((key) => {
    if (settings[key]) {
      props.push({ name: key, value: true, code: key });
    }
  });
  if (settings.closeOnSelect && settings.variant !== 'static') {
    props.push({ name: 'closeOnSelect', value: true, code: 'closeOnSelect' });
  }
  const slotProps: Record<string, unknown> = {};
  const slotCode: string[] = [];
  if (settings.hideToolbar !== toolbarHiddenByDefault[settings.variant]) {
    slotProps.toolbar = { hidden: settings.hideToolbar };
    slotCode.push(`toolbar: { hidden: ${settings.hideToolbar} }`);
  }
  slotProps.actionBar = { actions: settings.actions };
  slotCode.push(`actionBar: { actions: ${list(settings.actions)} }`);
  props.push({ name: 'slotProps', value: slotProps, code: `slotProps={{ ${slotCode.join(', ')} }}` });
  return props;
}

const localeImports: Record<Locale, string | null> = { en: null, de: 'deDE', fr: 'frFR' };

/** The JSX to copy: the picker inside its `LocalizationProvider`. */
export function pickerJsx(settings: Settings, localeUses12Hours: boolean): string {
  const name = componentNames[settings.variant];
  const picker = [`<${name}`, ...pickerProps(settings, localeUses12Hours).map((prop) => `  ${prop.code}`), '/>'];
  const localeObject = localeImports[settings.locale];
  const provider = localeObject
    ? `<LocalizationProvider\n  dateAdapter={AdapterDayjs}\n  adapterLocale="${settings.locale}"\n  localeText={${localeObject}.components.MuiLocalizationProvider.defaultProps.localeText}\n>`
    : '<LocalizationProvider dateAdapter={AdapterDayjs}>';
  return [provider, ...picker.map((line) => `  ${line}`), '</LocalizationProvider>'].join('\n');
}
