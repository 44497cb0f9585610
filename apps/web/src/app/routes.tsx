import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ACCESS, RequireAccess } from '../auth';
import { DemoRegisterButton } from '../features/auth/DemoRegisterButton';
import { GuestLayout } from '../features/auth/GuestLayout';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { ErrorPage } from '../features/system/ErrorPage';
import { loadAllTexts } from '../i18n';
import { RootLayout } from './RootLayout';
import { AppShell, GUEST_ROUTE_SETTINGS, SplashScreen, UserMenuPlanProvider } from './shell-bridge';

const to = (path: string) => <Navigate to={path} replace />;

// Only the login page is in the first download; the other guest pages, the billing notices and the
// user menu's plan summary load when first shown (the login page's JavaScript budget, issue 17).
// The signed-in pages also wait for the whole catalogue (the login page carries only its own texts).
const SubscriptionSummary = lazy(async () => {
  const [{ SubscriptionSummary: Component }] = await Promise.all([
    import('../features/billing/SubscriptionSummary'),
    loadAllTexts(),
  ]);
  return { default: Component };
});
const billingNotices = {
  lazy: async () => {
    const [{ BillingNotices }] = await Promise.all([
      import('../features/billing/BillingNotices'),
      loadAllTexts(),
    ]);
    return { Component: BillingNotices };
  },
};

/** Spec section 2, guest-only routes: login, demo, register, activation and password recovery. */
const guestRoutes: RouteObject[] = [
  // Spec section 1's welcome screen, open to everyone; the guest screens' product name links to it.
  {
    element: <GuestLayout />,
    children: [
      {
        path: '/welcome',
        lazy: async () => ({ Component: (await import('../features/system/WelcomePage')).WelcomePage }),
      },
    ],
  },
  {
    element: <RequireAccess access={ACCESS.onlyGuest} />,
    children: [
      {
        element: <GuestLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/demo', element: <LoginPage demo /> },
          { path: '/demo/login', element: <LoginPage demo /> },
          {
            path: '/account/activate/:authToken',
            lazy: async () => ({ Component: (await import('../features/auth/ActivatePage')).ActivatePage }),
          },
          {
            path: '/account/forgotpass',
            lazy: async () => ({
              Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
            }),
          },
          {
            path: '/account/resetpass/:resetPassToken',
            lazy: async () => ({
              Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
            }),
          },
        ],
      },
    ],
  },
  {
    // The signed-in demo account's Register now button opens /register in a new tab.
    element: <RequireAccess access={ACCESS.onlyGuest} allowDemoUser />,
    children: [
      {
        element: <GuestLayout />,
        children: [
          {
            path: '/register',
            lazy: async () => ({ Component: (await import('../features/auth/RegisterPage')).RegisterPage }),
          },
        ],
      },
    ],
  },
];

/** Spec section 2, signed-in and billing routes; areas not built yet show their placeholder. */
const signedInRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
  },
  {
    path: '/pages/profile',
    lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }),
  },
  {
    path: '/integrations',
    lazy: async () => ({ Component: (await import('../features/integrations')).IntegrationsPage }),
  },
  {
    path: '/integrations/:integrationId',
    lazy: async () => ({ Component: (await import('../features/integrations')).IntegrationPage }),
  },
  {
    path: '/authorizations',
    lazy: async () => ({ Component: (await import('../features/authorizations')).AuthorizationsPage }),
  },
  {
    path: '/authorizations/:authorizationId',
    lazy: async () => ({ Component: (await import('../features/authorizations')).AuthorizationPage }),
  },
  {
    path: '/oauth2/callback',
    lazy: async () => ({ Component: (await import('../features/authorizations')).OAuth2CallbackPage }),
  },
  { path: '/library', element: to('/library/itemplates') },
  {
    path: '/library/itemplates',
    lazy: async () => ({ Component: (await import('../features/integrations')).LibraryPage }),
  },
  {
    path: '/library/itemplates/:itemplateId',
    lazy: async () => ({ Component: (await import('../features/integrations')).IntegrationTemplatePage }),
  },
  { path: '/auth-library', element: to('/auth-library/auth-templates') },
  {
    path: '/auth-library/auth-templates',
    lazy: async () => ({ Component: (await import('../features/authorizations')).AuthLibraryPage }),
  },
  {
    path: '/auth-library/auth-templates/:authtemplateId',
    lazy: async () => ({ Component: (await import('../features/authorizations')).AuthTemplatePage }),
  },
  {
    path: '/datasets',
    lazy: async () => ({ Component: (await import('../features/datasets')).DatasetsPage }),
  },
  {
    path: '/datasets/:datasetId',
    lazy: async () => ({ Component: (await import('../features/datasets')).DatasetPage }),
  },
  { path: '/storage/pdfs', lazy: async () => ({ Component: (await import('../features/pdfs')).PdfsPage }) },
  {
    path: '/logs/flow/:workflowId',
    lazy: async () => ({ Component: (await import('../features/logs/WorkflowRunsPage')).WorkflowRunsPage }),
  },
  {
    path: '/logs/flow/:workflowId/:runtimeId',
    lazy: async () => ({ Component: (await import('../features/logs/RunPage')).RunPage }),
  },
  { path: '/teams', lazy: async () => ({ Component: (await import('../features/teams')).TeamsPage }) },
  { path: '/teams/:teamId', lazy: async () => ({ Component: (await import('../features/teams')).TeamPage }) },
  {
    path: '/teams/invitation/:token',
    lazy: async () => ({ Component: (await import('../features/teams')).InvitationPage }),
  },
  {
    path: '/projects',
    lazy: async () => ({ Component: (await import('../features/projects')).ProjectsPage }),
  },
  {
    path: '/projects/:projectId',
    lazy: async () => ({ Component: (await import('../features/projects')).ProjectPage }),
  },
  {
    path: '/billing/pricing',
    lazy: async () => ({ Component: (await import('../features/billing')).PricingPage }),
  },
  {
    path: '/billing/checkout/:planId',
    lazy: async () => ({ Component: (await import('../features/billing')).CheckoutPage }),
  },
  {
    path: '/billing/change-plan/:planId',
    lazy: async () => ({ Component: (await import('../features/billing')).ChangePlanPage }),
  },
];

/** The workflow list and the designer: what My Workflows leads to (ACCESS.workflows). */
const workflowRoutes: RouteObject[] = [
  {
    path: '/workflows',
    lazy: async () => ({ Component: (await import('../features/workflows/WorkflowsPage')).WorkflowsPage }),
  },
  {
    path: '/workflows/search',
    lazy: async () => ({
      Component: (await import('../features/workflows/WorkflowsPage')).WorkflowSearchPage,
    }),
  },
  {
    path: '/flow/:workflowId',
    lazy: async () => ({ Component: (await import('../features/designer')).DesignerPage }),
  },
];

/** A team's invoices and payment method, for its admins (ACCESS.billing). */
const billingAdminRoutes: RouteObject[] = [
  {
    path: '/billing/invoices',
    lazy: async () => ({ Component: (await import('../features/billing')).InvoicesPage }),
  },
  {
    path: '/billing/paymethod',
    lazy: async () => ({ Component: (await import('../features/billing')).PayMethodPage }),
  },
  {
    path: '/billing/paymethod/change',
    lazy: async () => ({ Component: (await import('../features/billing')).ChangeMethodPage }),
  },
];

function ShellLayout() {
  return (
    <UserMenuPlanProvider plan={<SubscriptionSummary compact />}>
      <AppShell />
      <DemoRegisterButton />
    </UserMenuPlanProvider>
  );
}

const shellRoutes: RouteObject[] = [
  { path: '/', element: to('/dashboard') },
  { path: '/pages/errors/error-404', element: <ErrorPage code={404} /> },
  { path: '/pages/errors/error-500', element: <ErrorPage code={500} /> },
  {
    element: <RequireAccess access={ACCESS.logout} />,
    children: [{ path: '/logout', element: <LogoutPage /> }],
  },
  // The billing notices (past due, trial ended) sit above every signed-in page.
  {
    element: <RequireAccess access={ACCESS.workflows} />,
    children: [{ ...billingNotices, children: workflowRoutes }],
  },
  {
    element: <RequireAccess access={ACCESS.billing} />,
    children: [{ ...billingNotices, children: billingAdminRoutes }],
  },
  {
    element: <RequireAccess access={ACCESS.signedIn} />,
    children: [{ ...billingNotices, children: signedInRoutes }],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <SplashScreen />,
    // A render error or a lazy chunk that fails to load shows the error-500 page, not a blank screen.
    errorElement: <ErrorPage code={500} />,
    children: [
      // The guest pages hide the navbar, toolbar, footer and side panels (shell reference) from their
      // first render, so the login page never downloads them.
      { element: <AppShell routeSettings={GUEST_ROUTE_SETTINGS} />, children: guestRoutes },
      { element: <ShellLayout />, children: shellRoutes },
      { path: '*', element: to('/pages/errors/error-404') },
    ],
  },
];
