// A dialog's save of a page's search-engine settings: busy while it is on its way, and the sentence
// of what went wrong (a load's failure is set through the same `setFailure`).
import { useState } from 'react';
import { messageOf } from '../../shared/error-message';

export function useSeoSaving() {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const saveWith = async (write: () => Promise<void>) => {
    setSaving(true);
    setFailure(null);
    try {
      await write();
    } catch (error) {
      setFailure(messageOf(error, 'Saving failed.'));
    } finally {
      setSaving(false);
    }
  };
  return { saving, failure, setFailure, saveWith };
}
