import type { Capability } from '@flowlane/contracts';
import type { TranslationKey } from '../../i18n';
import type { IconName } from './icon-names';

export type NavItemType = 'group' | 'collapse' | 'item' | 'link' | 'divider';

/** A navigation item (reference: id, title, translate, type, icon, url, auth, exact, children, badge). */
export type NavItem = {
  id: string;
  title: string;
  translate?: TranslationKey;
  type: NavItemType;
  icon?: IconName;
  url?: string;
  /** The capability needed to see it (`can`); undefined shows it to everyone. */
  auth?: Capability;
  /** Active only on the exact url, not on the paths below it. */
  exact?: boolean;
  children?: NavItem[];
  badge?: { title: string; bg: string; fg: string };
};
