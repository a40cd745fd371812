import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { SettingsSection } from './SettingsSection';
import { useTranslate } from '../i18n/TranslationsContext';
import { useChangeTheme, useThemeSettings } from '../theme/ThemeSettingsContext';
import { SPACING_MAX, SPACING_MIN } from '../theme/themeSettings';

/** Density settings: the dense switch, the theme spacing (− value +) and the reset. */
export function SettingsDensity() {
  const t = useTranslate();
  const { dense, spacing } = useThemeSettings();
  const changeTheme = useChangeTheme();
  return (
    <SettingsSection id="settings-density" title={t('settings-density')}>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => changeTheme({ type: 'SET_DENSE', payload: event.target.checked })}
          />
        }
        label={t('settings-dense')}
      />
      <Box
        role="group"
        aria-labelledby="settings-spacing"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}
      >
        <Typography id="settings-spacing" component="span" sx={{ flexGrow: 1 }}>
          {t('settings-spacing')}
        </Typography>
        <IconButton
          aria-label={t('settings-spacing-decrease')}
          disabled={spacing <= SPACING_MIN}
          onClick={() => changeTheme({ type: 'DECREASE_SPACING' })}
        >
          <RemoveRounded fontSize="small" />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          aria-label={t('settings-spacing')}
          sx={{ minWidth: '2ch', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
        >
          {spacing}
        </Typography>
        <IconButton
          aria-label={t('settings-spacing-increase')}
          disabled={spacing >= SPACING_MAX}
          onClick={() => changeTheme({ type: 'INCREASE_SPACING' })}
        >
          <AddRounded fontSize="small" />
        </IconButton>
      </Box>
      <Button variant="outlined" fullWidth sx={{ mt: 1 }} onClick={() => changeTheme({ type: 'RESET_DENSITY' })}>
        {t('settings-reset-density')}
      </Button>
    </SettingsSection>
  );
}
