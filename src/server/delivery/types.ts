export type Channel = 'email' | 'sms';

/** One message to one person, written in their language: a verification code, or a notice without one. */
export type OutgoingMessage = {
  channel: Channel;
  to: string;
  scene: string;
  code?: string;
  subject: string;
  text: string;
};

/** Whatever carries a message: the dev outbox, SMTP, an SMS provider. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
