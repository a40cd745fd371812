import dayjs from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';

const today = dayjs('2026-04-17');

// A horizontal row of chips instead of the default vertical list.
function ChipRowShortcuts(props) {
  const { items = [], changeImportance = 'accept', className } = props;
  const { setValue } = usePickerActionsContext();
  const isValid = useIsValidValue();

  return (
    <Stack
      className={className}
      direction="row"
      spacing={1}
      sx={{ gridColumn: '1 / -1', gridRow: 1, px: 2, pt: 2, flexWrap: 'wrap' }}
    >
      {items.map(({ getValue, ...item }) => {
        const newValue = getValue({ isValid });
        return (
          <Chip
            key={item.id ?? item.label}
            label={item.label}
            disabled={!isValid(newValue)}
            onClick={() => setValue(newValue, { changeImportance, shortcut: item })}
          />
        );
      })}
    </Stack>
  );
}

const items = [
  { label: 'Today', getValue: () => today },
  { label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
  { label: 'Last day of the month', getValue: () => today.endOf('month') },
  { label: 'Yesterday', getValue: () => today.subtract(1, 'day') },
];

export default function ChipShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        minDate={today}
        slots={{ shortcuts: ChipRowShortcuts }}
        slotProps={{ shortcuts: { items }, toolbar: { hidden: true }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
