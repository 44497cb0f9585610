import type { ReactNode } from 'react';

/** What both page templates take; the sidebars are optional. */
export type PageTemplateProps = {
  header?: ReactNode;
  /** The row above the content (64 px), e.g. filters or actions. */
  contentToolbar?: ReactNode;
  content?: ReactNode;
  children?: ReactNode;
  leftSidebarContent?: ReactNode;
  rightSidebarContent?: ReactNode;
  /** Below the large breakpoint the sidebars are drawers; pass these to open them from the page. */
  leftSidebarOpen?: boolean;
  rightSidebarOpen?: boolean;
  onLeftSidebarOpenChange?: (open: boolean) => void;
  onRightSidebarOpenChange?: (open: boolean) => void;
};
