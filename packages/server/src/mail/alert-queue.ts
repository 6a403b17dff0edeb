// The message alerts as a queue of the outbox: the rows of message_notifications (outbox-store.ts),
// each composed into the alert of its message for the addresses set at the time of the try.
import { alertEmail, type AlertSettings } from './alert-email.js';
import {
  alertedMessage,
  claimDueAlert,
  nextDueAt,
  recordFailure,
  recordSent,
  releaseClaim,
  type ClaimedAlert,
} from './outbox-store.js';
import type { MailQueue, QueuedClaim } from './mail-queue.js';

const NO_RECIPIENT = 'No address was set to get email alerts (Site settings → Notifications).';

type AlertClaim = ClaimedAlert & QueuedClaim;

export function alertQueue(settings: () => AlertSettings | Promise<AlertSettings>): MailQueue<AlertClaim> {
  return {
    kind: 'email alert',
    async claimDue(db, now, leaseMs) {
      const claim = await claimDueAlert(db, now, leaseMs);
      return claim && { ...claim, logFields: { messageId: claim.messageId } };
    },
    async compose(db, claim) {
      const message = await alertedMessage(db, claim.messageId);
      // Deleting a message deletes its alert too; this one went between the claim and now.
      if (!message) return { gone: true };
      // Read at every try: the recipients can change in the editor while the server runs.
      const current = await settings();
      // Every address was removed after the message arrived: nobody to tell, and trying again changes nothing.
      if (current.to.length === 0) return { unsendable: NO_RECIPIENT };
      return { email: alertEmail(message, current) };
    },
    recordSent,
    recordFailure,
    releaseClaim,
    nextDueAt,
  };
}
