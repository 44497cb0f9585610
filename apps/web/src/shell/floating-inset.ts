/**
 * Set on the document element (in px) while a panel covers the window's right edge, such as the
 * designer's step panel, so a floating button (the demo account's Register now) sits beside the panel
 * instead of over it.
 */
export const RIGHT_INSET_VAR = '--fl-floating-right-inset';
