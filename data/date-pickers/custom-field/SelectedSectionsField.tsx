import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';

const targets: { section: FieldSectionType; label: string }[] = [
  { section: 'month', label: 'Edit month' },
  { section: 'day', label: 'Edit day' },
  { section: 'year', label: 'Edit year' },
];

export default function SelectedSectionsField() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const select = (section: FieldSectionType) => {
    // The field must have the focus for the selection to be visible.
    inputRef.current?.focus();
    setSelectedSections(section);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker
          label="Warranty ends"
          defaultValue={dayjs('2026-04-17')}
          inputRef={inputRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
        <Stack direction="row" spacing={1}>
          {targets.map((target) => (
            <Button
              key={target.section}
              size="small"
              variant="outlined"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => select(target.section)}
            >
              {target.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
