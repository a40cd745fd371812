import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export interface SettingsOption<T extends string> {
  value: T;
  label: string;
  icon?: React.ReactNode;
}

interface SettingsToggleGroupProps<T extends string> {
  id: string;
  title: string;
  value: T;
  options: SettingsOption<T>[];
  onChange: (value: T) => void;
}

/** One titled choice of the settings drawer: a group of toggle buttons named by its title. */
export function SettingsToggleGroup<T extends string>({
  id,
  title,
  value,
  options,
  onChange,
}: SettingsToggleGroupProps<T>) {
  return (
    <Box component="section" sx={{ px: 2, py: 1.5 }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={value}
        aria-labelledby={id}
        // A click on the pressed button gives null: the choice stays as it is.
        onChange={(_event, next: T | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ gap: 1 }}>
            {option.icon}
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
