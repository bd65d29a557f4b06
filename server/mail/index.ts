// The public face of server/mail: what other domains may use of it.
export { createMailer, type Mailer, type MailMessage } from './mailer';
export { codeMail, resetMail } from './templates';
