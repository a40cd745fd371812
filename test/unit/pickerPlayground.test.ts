import {
  initialSettings,
  pickerJsx,
  pickerProps,
  type Settings,
} from '../../data/date-pickers/playground/playgroundProps';

const base: Settings = { ...initialSettings, variant: 'desktop' };
const names = (settings: Settings, twelveHours = true) => pickerProps(settings, twelveHours).map(({ name }) => name);

describe('the picker playground’s props and JSX', () => {
  it('keeps `views` whenever it differs from the default, including all five views', () => {
    expect(names(base)).not.toContain('views');
    const all: Settings = { ...base, views: ['year', 'month', 'day', 'hours', 'minutes'] };
    expect(pickerJsx(all, true)).toContain("views={['year', 'month', 'day', 'hours', 'minutes']}");
    expect(pickerJsx({ ...base, views: ['day', 'hours', 'minutes'] }, true)).toContain(
      "views={['day', 'hours', 'minutes']}",
    );
  });

  it('writes `ampm` when it differs from the locale’s hour cycle, whichever way', () => {
    expect(names(base, true)).not.toContain('ampm');
    expect(pickerJsx({ ...base, ampm: false }, true)).toContain('ampm={false}');
    // German uses 24 hours: a 12-hour picker must say so.
    expect(pickerJsx({ ...base, ampm: true, locale: 'de' }, false)).toContain('ampm={true}');
    expect(names({ ...base, ampm: false, locale: 'de' }, false)).not.toContain('ampm');
  });

  it('shows the desktop toolbar in the code when the picker shows it, and hides the mobile one only when asked', () => {
    expect(pickerJsx(base, true)).toContain('toolbar: { hidden: false }');
    expect(pickerJsx({ ...base, hideToolbar: true }, true)).not.toContain('toolbar:');
    expect(pickerJsx({ ...base, variant: 'mobile' }, true)).not.toContain('toolbar:');
    expect(pickerJsx({ ...base, variant: 'mobile', hideToolbar: true }, true)).toContain('toolbar: { hidden: true }');
  });

  it('gives the picker shown the same values as the code', () => {
    const settings: Settings = { ...base, views: ['year', 'month', 'day', 'hours', 'minutes'], ampm: false };
    const props = Object.fromEntries(pickerProps(settings, true).map(({ name, value }) => [name, value]));
    expect(props.views).toEqual(settings.views);
    expect(props.ampm).toBe(false);
    expect(props.slotProps).toEqual({ toolbar: { hidden: false }, actionBar: { actions: ['cancel', 'accept'] } });
    expect(pickerJsx(settings, true)).toBe(
      [
        '<LocalizationProvider dateAdapter={AdapterDayjs}>',
        '  <DesktopDateTimePicker',
        "    defaultValue={dayjs('2026-04-15T10:30')}",
        '    label="Playground picker"',
        "    views={['year', 'month', 'day', 'hours', 'minutes']}",
        '    ampm={false}',
        "    slotProps={{ toolbar: { hidden: false }, actionBar: { actions: ['cancel', 'accept'] } }}",
        '  />',
        '</LocalizationProvider>',
      ].join('\n'),
    );
  });
});
