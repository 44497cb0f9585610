import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '../../ui/mirror';
import { useLargeScreen } from '../navbar/use-large-screen';
import type { PageTemplateProps } from './page-types';

function useSidebarState(open: boolean | undefined, onChange: ((open: boolean) => void) | undefined) {
  const [own, setOwn] = useState(false);
  return [open ?? own, onChange ?? setOwn] as const;
}

/** The sidebars' drawer state (controlled or not) and the buttons that open them on small screens. */
export function useSidebars(props: PageTemplateProps) {
  const { t } = useTranslation();
  const large = useLargeScreen();
  const [leftOpen, setLeftOpen] = useSidebarState(props.leftSidebarOpen, props.onLeftSidebarOpenChange);
  const [rightOpen, setRightOpen] = useSidebarState(props.rightSidebarOpen, props.onRightSidebarOpenChange);
  const leftButton =
    props.leftSidebarContent && !large ? (
      <IconButton aria-label={t('page.openLeftSidebar')} onClick={() => setLeftOpen(true)} color="inherit">
        <MenuIcon />
      </IconButton>
    ) : null;
  const rightButton =
    props.rightSidebarContent && !large ? (
      <IconButton aria-label={t('page.openRightSidebar')} onClick={() => setRightOpen(true)} color="inherit">
        <ChevronLeftIcon sx={mirrorInRtl} />
      </IconButton>
    ) : null;
  return { leftOpen, setLeftOpen, rightOpen, setRightOpen, leftButton, rightButton };
}
