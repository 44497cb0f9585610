export { createMailer, MAIL_FROM, type Mail, type Mailer } from './mailer.js';
