/** Icons the navigation may name; NavIcon maps each to its Material icon. Kept as data for shortcuts. */
export const ICON_NAMES = [
  'dashboard',
  'folder',
  'account_tree',
  'list_alt',
  'library_books',
  'vpn_key',
  'key',
  'menu_book',
  'storage',
  'picture_as_pdf',
  'payments',
  'sell',
  'receipt',
  'credit_card',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
