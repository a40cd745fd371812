import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SettingsSection } from './SettingsSection';

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
    <SettingsSection id={id} title={title}>
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
    </SettingsSection>
  );
}
