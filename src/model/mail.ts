/** A mail as the outbox keeps and sends it, composed when it was queued (src/features/mail/server/outbox.ts). */
export type QueuedMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
};
