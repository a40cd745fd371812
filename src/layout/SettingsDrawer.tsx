import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import { CODE_STYLINGS, CODE_VARIANTS } from '../code/codePreferences';
import { useCodeStyling, useCodeVariant, useSetCodeStyling, useSetCodeVariant } from '../code/CodePreferencesContext';
import { useTranslate } from '../i18n/TranslationsContext';
import { useChangeTheme, useThemeSettings } from '../theme/ThemeSettingsContext';
import type { ColorMode } from '../theme/colorMode';
import type { Direction } from '../theme/themeSettings';
import { useColorMode } from '../theme/useColorMode';
import { withMuiTheme } from '../theme/MuiTheme';
import { SettingsColors } from './SettingsColors';
import { SettingsDensity } from './SettingsDensity';
import { SettingsToggleGroup } from './SettingsToggleGroup';

/** Display preferences, opened from the app bar's "Settings" button (its own chunk). */
function SettingsDrawer({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  const { mode, setMode } = useColorMode();
  const { direction } = useThemeSettings();
  const changeTheme = useChangeTheme();
  const codeVariant = useCodeVariant();
  const setCodeVariant = useSetCodeVariant();
  const codeStyling = useCodeStyling();
  const setCodeStyling = useSetCodeStyling();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, 'aria-labelledby': 'settings-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id="settings-title" component="h2" variant="h6">
          {t('settings')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('closeSettings')}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <SettingsToggleGroup<ColorMode>
        id="settings-mode"
        title={t('settings-mode')}
        value={mode ?? 'system'}
        onChange={setMode}
        options={[
          { value: 'light', label: t('settings-light'), icon: <LightModeOutlined fontSize="small" /> },
          { value: 'system', label: t('settings-system'), icon: <SettingsBrightness fontSize="small" /> },
          { value: 'dark', label: t('settings-dark'), icon: <DarkModeOutlined fontSize="small" /> },
        ]}
      />
      <SettingsToggleGroup<Direction>
        id="settings-direction"
        title={t('settings-direction')}
        value={direction}
        onChange={(next) => changeTheme({ type: 'CHANGE', payload: { direction: next } })}
        options={[
          { value: 'ltr', label: t('settings-ltr'), icon: <FormatAlignLeft fontSize="small" /> },
          { value: 'rtl', label: t('settings-rtl'), icon: <FormatAlignRight fontSize="small" /> },
        ]}
      />
      <SettingsDensity />
      <SettingsToggleGroup
        id="settings-code-variant"
        title={t('settings-code-variant')}
        value={codeVariant}
        onChange={setCodeVariant}
        options={CODE_VARIANTS.map((value) => ({ value, label: value }))}
      />
      <SettingsToggleGroup
        id="settings-code-styling"
        title={t('settings-code-styling')}
        value={codeStyling}
        onChange={setCodeStyling}
        options={CODE_STYLINGS.map((value) => ({ value, label: value }))}
      />
      <SettingsColors />
    </Drawer>
  );
}

export default withMuiTheme(SettingsDrawer);
