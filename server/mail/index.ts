// The public face of server/mail: what other domains may use of it.
export {
  createTempOutboxMailer,
  type MailAttachment,
  type Mailer,
  type MailMessage,
} from './mailer';
export { queueMail } from './queued';
export { codeMail, resetMail } from './templates';
