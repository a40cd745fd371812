import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SettingsSection } from './SettingsSection';
import { useTranslate } from '../i18n/TranslationsContext';
import { usePaletteColorsSetters } from '../theme/paletteColorsStorage';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import type { PaletteColors } from '../theme/themeSettings';

const COLOR_NAMES: (keyof PaletteColors)[] = ['primary', 'secondary'];

/** Primary and secondary color pickers (native color inputs, so keyboards and screen readers work) and the reset. */
export function SettingsColors() {
  const t = useTranslate();
  const theme = useTheme();
  const { paletteColors } = useThemeSettings();
  const { setPaletteColor, resetPaletteColors } = usePaletteColorsSetters();
  return (
    <SettingsSection id="settings-colors" title={t('settings-colors')}>
      {COLOR_NAMES.map((name) => (
        <Box key={name} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}>
          <Typography component="label" htmlFor={`settings-${name}-color`}>
            {t(`settings-${name}-color`)}
          </Typography>
          <Box
            component="input"
            type="color"
            id={`settings-${name}-color`}
            value={paletteColors[name] ?? theme.palette[name].main}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setPaletteColor(name, event.target.value)}
            sx={{
              width: 48,
              height: 32,
              p: 0.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'transparent',
              cursor: 'pointer',
            }}
          />
        </Box>
      ))}
      <Button variant="outlined" fullWidth sx={{ mt: 1 }} onClick={resetPaletteColors}>
        {t('settings-reset-colors')}
      </Button>
    </SettingsSection>
  );
}
