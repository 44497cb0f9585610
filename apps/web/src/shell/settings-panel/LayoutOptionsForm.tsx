import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BAR_POSITIONS, type BarOption, LAYOUT_OPTIONS, NAVBAR_POSITIONS } from '../settings/layout-options';
import { BarStyle, type LayoutConfig, type LayoutStyle } from '../settings/settings-schema';
import { useShellSettings } from '../settings/use-shell-settings';
import { OptionGroup, OptionSwitch } from './OptionGroup';

type Bar = 'navbar' | 'toolbar' | 'footer';
const BARS: Bar[] = ['navbar', 'toolbar', 'footer'];

/** The chosen layout's options: mode, scroll, and each bar's display, folded, position and style. */
export function LayoutOptionsForm({ style, config }: { style: LayoutStyle; config: LayoutConfig }) {
  const { t } = useTranslation();
  const { setSettings } = useShellSettings();
  const options = LAYOUT_OPTIONS[style];
  const setBar = (bar: Bar, patch: Partial<LayoutConfig[Bar]>) =>
    setSettings({ layout: { config: { [bar]: patch } } });

  const renderOption = (bar: Bar, option: BarOption) => {
    const name = `${bar}.${option}`;
    switch (option) {
      case 'display':
        return (
          <OptionSwitch
            key={name}
            name={name}
            label={t('settings.display')}
            checked={config[bar].display}
            onChange={(display) => setBar(bar, { display })}
          />
        );
      case 'folded':
        return (
          <OptionSwitch
            key={name}
            name={name}
            label={t('settings.folded')}
            checked={config.navbar.folded}
            onChange={(folded) => setBar('navbar', { folded })}
          />
        );
      case 'style':
        return (
          <OptionGroup
            key={name}
            name={name}
            label={t('settings.style')}
            value={config[bar].style}
            options={BarStyle.options}
            labelOf={(value) => t(`settings.styles.${value}`)}
            onChange={(value) => setBar(bar, { style: value })}
          />
        );
      case 'position':
        return bar === 'navbar' ? (
          <OptionGroup
            key={name}
            name={name}
            label={t('settings.position')}
            value={config.navbar.position}
            options={NAVBAR_POSITIONS}
            labelOf={(value) => t(`settings.positions.${value}`)}
            onChange={(position) => setBar('navbar', { position })}
          />
        ) : (
          <OptionGroup
            key={name}
            name={name}
            label={t('settings.position')}
            value={config[bar].position}
            options={BAR_POSITIONS}
            labelOf={(value) => t(`settings.positions.${value}`)}
            onChange={(position) => setBar(bar, { position })}
          />
        );
    }
  };

  return (
    <Box>
      <OptionGroup
        name="mode"
        label={t('settings.mode')}
        value={config.mode}
        options={options.modes}
        labelOf={(mode) => t(`settings.modes.${mode}`)}
        onChange={(mode) => setSettings({ layout: { config: { mode } } })}
      />
      {options.scrolls.length > 1 && (
        <OptionGroup
          name="scroll"
          label={t('settings.scroll')}
          value={config.scroll}
          options={options.scrolls}
          labelOf={(scroll) => t(`settings.scrolls.${scroll}`)}
          onChange={(scroll) => setSettings({ layout: { config: { scroll } } })}
        />
      )}
      {BARS.map((bar) => (
        <Box key={bar} sx={{ mt: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {t(`settings.sections.${bar}`)}
          </Typography>
          {options[bar].map((option) => renderOption(bar, option))}
        </Box>
      ))}
    </Box>
  );
}
