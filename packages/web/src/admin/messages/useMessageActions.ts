// What the inbox does to a message: mark it read or unread, replied or not, delete it (after the confirm). Each call
// goes through admin/api, then the router reloads the inbox and the sidebar's unread count by
// revalidation. A read or unread shows at once (an override until the reload brings the server's
// answer); a 401 ends the session; any other failure is a toast in the server's words.
import type { ContactMessage } from '@site/contracts';
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { deleteContactMessage, setContactMessageRead, setContactMessageReplied } from '../api/contact-messages';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';

const MESSAGE_DELETED = 'Message deleted.';

export interface MessageActions {
  /** Whether a message counts as read, with a change not yet reloaded. */
  isRead: (message: ContactMessage) => boolean;
  setRead: (message: ContactMessage, read: boolean) => Promise<void>;
  setReplied: (message: ContactMessage, replied: boolean) => Promise<void>;
  remove: (message: ContactMessage) => Promise<void>;
  deletingId: number | null;
}

export function useMessageActions(): MessageActions {
  const revalidator = useRevalidator();
  const endSession = useEndSessionOnUnauthorized();
  const [readOverrides, setReadOverrides] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const override = useCallback((id: number, read: boolean) => {
    setReadOverrides((current) => new Map(current).set(id, read));
  }, []);
  /** Drops the override once the reload has the server's answer, unless a later change replaced it. */
  const settle = useCallback((id: number, read: boolean) => {
    setReadOverrides((current) => {
      if (current.get(id) !== read) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const isRead = useCallback((message: ContactMessage) => readOverrides.get(message.id) ?? message.read, [readOverrides]);

  const failed = useCallback(
    (error: unknown, log: string, sentence: string) => {
      if (endSession(error)) return;
      console.error(log, error);
      toast.error(refusalMessage(error, sentence));
    },
    [endSession],
  );

  const setRead = useCallback(
    async (message: ContactMessage, read: boolean) => {
      override(message.id, read);
      try {
        await setContactMessageRead(message.id, read);
      } catch (error) {
        failed(
          error,
          'Marking the message failed',
          `The message could not be marked ${read ? 'read' : 'unread'}. Please try again.`,
        );
      }
      await revalidator.revalidate();
      settle(message.id, read);
    },
    [failed, override, settle, revalidator],
  );

  const setReplied = useCallback(
    async (message: ContactMessage, replied: boolean) => {
      try {
        await setContactMessageReplied(message.id, replied);
      } catch (error) {
        failed(
          error,
          'Marking the message replied failed',
          `The message could not be marked ${replied ? 'replied' : 'not replied'}. Please try again.`,
        );
      }
      await revalidator.revalidate();
    },
    [failed, revalidator],
  );

  const remove = useCallback(
    async (message: ContactMessage) => {
      setDeletingId(message.id);
      try {
        await deleteContactMessage(message.id);
        toast.success(MESSAGE_DELETED);
      } catch (error) {
        failed(error, 'Deleting the message failed', 'The message could not be deleted. Please try again.');
      } finally {
        setDeletingId(null);
      }
      // Also after a failure: a 404 means someone else already deleted it.
      await revalidator.revalidate();
    },
    [failed, revalidator],
  );

  return { isRead, setRead, setReplied, remove, deletingId };
}
