import type { Texts } from '../shape';

/** The welcome screen, the error pages and the stand-ins of areas still being built. */
export const system = {
  welcome: {
    /** Spec section 1: the welcome screen describes the product with these words. */
    tagline: 'Intelligent business process automation and integration solutions.',
    intro:
      'Build workflows on a canvas, run them by schedule, webhook or by hand, and pay for processing time.',
    login: 'Login',
    register: 'Register',
    dashboard: 'Go to the dashboard',
    checking: 'Checking the server…',
    serverDown: 'The server is not answering.',
    health: {
      status: 'Status: {{value}}',
      database: 'Database: {{value}}',
      queue: 'Queue: {{value}}',
      mail: 'Mail: {{value}}',
    },
  },
  errors: {
    notFound: 'Sorry but we could not find the page you are looking for',
    serverError: 'Well, you broke the internet!',
    backToDashboard: 'Go back to the dashboard',
  },
  placeholder: {
    onItsWay: 'This area is on its way.',
  },
};

export type SystemTexts = Texts<typeof system>;
