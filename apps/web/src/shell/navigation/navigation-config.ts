import { ACCESS } from '../../auth/requirements';
import type { NavItem } from './types';

/**
 * Who sees what (spec section 6 leaves the mapping open; these are our choices):
 * - any signed-in role sees the everyday areas (dashboard, projects, libraries, authorizations,
 *   datasets, pricing): lite and flow users alike run integrations from the libraries;
 * - My Workflows is for userFlow and admin, like the designer (/flow/:workflowId) it leads to;
 * - Invoices and Pay Method are for admins: only admins manage a team's billing (ARCHITECTURE.md).
 */
const SIGNED_IN = ACCESS.signedIn;
const FLOW_OR_ADMIN = ACCESS.workflows;
const ADMIN = ACCESS.billing;

/** The spec's side menu, entry for entry. */
export const navigationConfig: NavItem[] = [
  {
    id: 'dashboard',
    title: 'Dashboard',
    translate: 'nav.dashboard',
    type: 'item',
    icon: 'dashboard',
    url: '/dashboard',
    auth: SIGNED_IN,
  },
  {
    id: 'projects',
    title: 'Projects',
    translate: 'nav.projects',
    type: 'item',
    icon: 'folder',
    url: '/projects',
    auth: SIGNED_IN,
  },
  {
    id: 'workflows-group',
    title: 'Workflows',
    translate: 'nav.workflows',
    type: 'collapse',
    icon: 'account_tree',
    children: [
      {
        id: 'workflows',
        title: 'My Workflows',
        translate: 'nav.myWorkflows',
        type: 'item',
        icon: 'list_alt',
        url: '/workflows',
        exact: true,
        auth: FLOW_OR_ADMIN,
      },
      {
        id: 'library',
        title: 'Library',
        translate: 'nav.library',
        type: 'item',
        icon: 'library_books',
        url: '/library',
        auth: SIGNED_IN,
      },
    ],
  },
  {
    id: 'authorizations-group',
    title: 'Authorizations',
    translate: 'nav.authorizations',
    type: 'collapse',
    icon: 'vpn_key',
    children: [
      {
        id: 'authorizations',
        title: 'My Authorizations',
        translate: 'nav.myAuthorizations',
        type: 'item',
        icon: 'key',
        url: '/authorizations',
        auth: SIGNED_IN,
      },
      {
        id: 'auth-library',
        title: 'Library',
        translate: 'nav.authLibrary',
        type: 'item',
        icon: 'menu_book',
        url: '/auth-library',
        auth: SIGNED_IN,
      },
    ],
  },
  {
    id: 'datasets',
    title: 'Datasets',
    translate: 'nav.datasets',
    type: 'item',
    icon: 'storage',
    url: '/datasets',
    auth: SIGNED_IN,
  },
  // Not in the spec's menu: PDF storage (spec sections 5 and 7) needs a page, and it sits beside the
  // other stored data (issue 12: "reachable from Datasets or Files, as fits the shell").
  {
    id: 'pdfs',
    title: 'PDFs',
    translate: 'nav.pdfs',
    type: 'item',
    icon: 'picture_as_pdf',
    url: '/storage/pdfs',
    auth: SIGNED_IN,
  },
  { id: 'divider-1', title: '', type: 'divider' },
  {
    id: 'billing-group',
    title: 'Billing',
    translate: 'nav.billing',
    type: 'collapse',
    icon: 'payments',
    children: [
      {
        id: 'pricing',
        title: 'Pricing',
        translate: 'nav.pricing',
        type: 'item',
        icon: 'sell',
        url: '/billing/pricing',
        auth: SIGNED_IN,
      },
      {
        id: 'invoices',
        title: 'Invoices',
        translate: 'nav.invoices',
        type: 'item',
        icon: 'receipt',
        url: '/billing/invoices',
        auth: ADMIN,
      },
      {
        id: 'paymethod',
        title: 'Pay Method',
        translate: 'nav.payMethod',
        type: 'item',
        icon: 'credit_card',
        url: '/billing/paymethod',
        auth: ADMIN,
      },
    ],
  },
];
