import * as React from 'react';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { deDE, frFR } from '@mui/x-date-pickers/locales';

import { initialSettings, pickerJsx, pickerProps } from './playgroundProps';

const components = {
  desktop: DesktopDateTimePicker,
  mobile: MobileDateTimePicker,
  static: StaticDateTimePicker,
};
const allViews = ['year', 'month', 'day', 'hours', 'minutes'];
const allActions = ['clear', 'today', 'cancel', 'accept'];
const localeTexts = {
  en: undefined,
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
};
// The hour cycle `ampm` follows when it is not given: 12 hours in English, 24 in German and French.
const localeUses12Hours = (locale) => new AdapterDayjs({ locale }).is12HourCycleInCurrentLocale();

export default function PickerPlayground() {
  const [settings, setSettings] = React.useState(initialSettings);
  const [copied, setCopied] = React.useState(false);
  const update = (key, value) => {
    setCopied(false);
    setSettings((previous) => ({ ...previous, [key]: value }));
  };
  const toggleInList = (list, item, order) =>
    list.includes(item)
      ? list.filter((entry) => entry !== item)
      : order.filter((entry) => entry === item || list.includes(entry));

  const twelveHours = localeUses12Hours(settings.locale);
  const jsx = pickerJsx(settings, twelveHours);
  // The picker gets exactly the props the JSX lists.
  const props = Object.fromEntries(pickerProps(settings, twelveHours).map(({ name, value }) => [name, value]));
  const Component = components[settings.variant];
  const canCopy = typeof navigator !== 'undefined' && !!navigator.clipboard;

  const handleCopy = () => {
    if (!canCopy) {
      return;
    }
    navigator.clipboard.writeText(jsx).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const booleanSwitches = [
    ['ampm', 'ampm'],
    ['displayWeekNumber', 'displayWeekNumber'],
    ['showDaysOutsideCurrentMonth', 'showDaysOutsideCurrentMonth'],
    ['hideToolbar', 'Hide toolbar'],
    ['closeOnSelect', 'closeOnSelect'],
    ['disabled', 'disabled'],
    ['readOnly', 'readOnly'],
  ];

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
      <Stack spacing={2} sx={{ minWidth: 260 }}>
        <FormControl>
          <FormLabel id="playground-variant">Variant</FormLabel>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-labelledby="playground-variant"
            value={settings.variant}
            onChange={(_event, next) => next && update('variant', next)}
          >
            <ToggleButton value="desktop">desktop</ToggleButton>
            <ToggleButton value="mobile">mobile</ToggleButton>
            <ToggleButton value="static">static</ToggleButton>
          </ToggleButtonGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="playground-orientation">Orientation</FormLabel>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-labelledby="playground-orientation"
            value={settings.orientation}
            onChange={(_event, next) => next && update('orientation', next)}
          >
            <ToggleButton value="portrait">portrait</ToggleButton>
            <ToggleButton value="landscape">landscape</ToggleButton>
          </ToggleButtonGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">Views</FormLabel>
          <FormGroup row>
            {allViews.map((view) => (
              <FormControlLabel
                key={view}
                label={view}
                control={
                  <Checkbox
                    size="small"
                    checked={settings.views.includes(view)}
                    disabled={settings.views.length === 1 && settings.views.includes(view)}
                    onChange={() => update('views', toggleInList(settings.views, view, allViews))}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">Action bar actions</FormLabel>
          <FormGroup row>
            {allActions.map((action) => (
              <FormControlLabel
                key={action}
                label={action}
                control={
                  <Checkbox
                    size="small"
                    checked={settings.actions.includes(action)}
                    onChange={() => update('actions', toggleInList(settings.actions, action, allActions))}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormGroup>
          {booleanSwitches.map(([key, label]) => (
            <FormControlLabel
              key={key}
              label={label}
              control={
                <Switch
                  size="small"
                  checked={settings[key]}
                  disabled={key === 'closeOnSelect' && settings.variant === 'static'}
                  onChange={(event) => update(key, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <TextField
          select
          size="small"
          label="Locale"
          value={settings.locale}
          onChange={(event) => update('locale', event.target.value)}
        >
          <MenuItem value="en">English (en)</MenuItem>
          <MenuItem value="de">Deutsch (de)</MenuItem>
          <MenuItem value="fr">Français (fr)</MenuItem>
        </TextField>
      </Stack>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Box data-testid="playground-picker" data-orientation={settings.orientation}>
          <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale={settings.locale}
            localeText={localeTexts[settings.locale]}
          >
            <Component {...props} />
          </LocalizationProvider>
        </Box>
        <Paper variant="outlined" sx={{ position: 'relative' }}>
          <Box
            component="pre"
            data-testid="playground-jsx"
            // A labelled region the keyboard can scroll when the code overflows.
            role="region"
            tabIndex={0}
            aria-label="Generated JSX"
            sx={{ m: 0, p: 2, overflow: 'auto', fontSize: 13, fontFamily: 'monospace' }}
          >
            {jsx}
          </Box>
          <Button size="small" onClick={handleCopy} disabled={!canCopy} sx={{ position: 'absolute', top: 8, right: 8 }}>
            {copied ? 'Copied' : 'Copy JSX'}
          </Button>
        </Paper>
      </Stack>
    </Stack>
  );
}
