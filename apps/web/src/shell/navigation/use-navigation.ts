import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { navigationConfig } from './navigation-config';
import { filterNavigation, flattenNavigation } from './navigation-utils';
import type { NavItem } from './types';

/** The navigation the signed-in role may see (hidden items never render, nor reach search or shortcuts). */
export function useNavigation(): { items: NavItem[]; flat: NavItem[] } {
  const { roles } = useSession();
  return useMemo(() => {
    const items = filterNavigation(navigationConfig, roles);
    return { items, flat: flattenNavigation(items) };
  }, [roles]);
}

/** An item's title in the current language. */
export function useNavTitle(): (item: NavItem) => string {
  const { t } = useTranslation();
  return useCallback((item: NavItem) => (item.translate ? t(item.translate) : item.title), [t]);
}
