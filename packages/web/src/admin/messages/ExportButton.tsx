// Export CSV: downloads the messages the list shows (all, or those matching the search) as the
// server writes them. Fetched with the admin's token and saved from memory (save-file.ts): a plain
// link to the export would be sent without the token and refused.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { exportContactMessages } from '../api/contact-messages-export';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import buttons from '../ui/Button.module.css';
import { saveFile } from './save-file';

const EXPORT_FAILED = 'The messages could not be exported. Please try again.';

export function ExportButton({ q }: { q: string }) {
  const [exporting, setExporting] = useState(false);
  const endSession = useEndSessionOnUnauthorized();

  async function onExport() {
    setExporting(true);
    try {
      saveFile(await exportContactMessages(q));
    } catch (error) {
      if (endSession(error)) return;
      console.error('Exporting the messages failed', error);
      toast.error(refusalMessage(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  }

  return (
    <button type="button" className={buttons.button} disabled={exporting} onClick={() => void onExport()}>
      <Download aria-hidden="true" size={16} />
      {exporting ? 'Exporting...' : q ? 'Export CSV (search results)' : 'Export CSV'}
    </button>
  );
}
