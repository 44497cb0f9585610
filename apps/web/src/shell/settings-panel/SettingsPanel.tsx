import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Direction, LayoutStyle, ThemeSection } from '../settings/settings-schema';
import { useShellStore } from '../settings/shell-store';
import { useShellSettings } from '../settings/use-shell-settings';
import { LayoutOptionsForm } from './LayoutOptionsForm';
import { OptionGroup, OptionSwitch } from './OptionGroup';
import { ThemeSelect } from './ThemeSelect';

/** The theme settings panel: layout and its options, section themes, scrollbars, animations, direction. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const open = useShellStore((state) => state.settingsPanelOpen);
  const setOpen = useShellStore((state) => state.setSettingsPanelOpen);
  const { settings, setSettings, setLayoutStyle } = useShellSettings();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
    >
      <Box data-testid="settings-panel" sx={{ p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
            {t('settings.title')}
          </Typography>
          <IconButton aria-label={t('settings.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>

        <Section title={t('settings.layout')}>
          <OptionGroup
            name="layout.style"
            label={t('settings.layout')}
            value={settings.layout.style}
            options={LayoutStyle.options}
            labelOf={(style) => t(`settings.layouts.${style}`)}
            onChange={setLayoutStyle}
          />
          <LayoutOptionsForm style={settings.layout.style} config={settings.layout.config} />
        </Section>

        <Section title={t('settings.themes')}>
          {ThemeSection.options.map((section) => (
            <ThemeSelect
              key={section}
              name={section}
              label={t(`settings.themeSections.${section}`)}
              value={settings.theme[section]}
              onChange={(theme) => setSettings({ theme: { [section]: theme } })}
            />
          ))}
        </Section>

        <Section title={t('settings.general')}>
          <OptionSwitch
            name="customScrollbars"
            label={t('settings.customScrollbars')}
            checked={settings.customScrollbars}
            onChange={(customScrollbars) => setSettings({ customScrollbars })}
          />
          <OptionSwitch
            name="animations"
            label={t('settings.animations')}
            checked={settings.animations}
            onChange={(animations) => setSettings({ animations })}
          />
          <OptionGroup
            name="direction"
            label={t('settings.direction')}
            value={settings.direction}
            options={Direction.options}
            labelOf={(direction) => t(`settings.directions.${direction}`)}
            onChange={(direction) => setSettings({ direction })}
          />
        </Section>
      </Box>
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Divider sx={{ mb: 1.5 }} />
      {children}
    </Box>
  );
}
