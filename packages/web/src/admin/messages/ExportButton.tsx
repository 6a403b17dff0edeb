// Export CSV: downloads what `download` fetches (the whole filtered list, not just the page shown) as
// the server writes it. Fetched with the admin's token and saved from memory (save-file.ts):
// a plain link to the export would be sent without the token and refused.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { saveFile } from './save-file';
import buttons from '../ui/Button.module.css';

interface Props {
  download: () => Promise<Parameters<typeof saveFile>[0]>;
  /** The button's words while it is not exporting. */
  label: string;
  /** The toast when the export fails and the server said nothing better. */
  failed: string;
}

export function ExportButton({ download, label, failed }: Props) {
  const [exporting, setExporting] = useState(false);
  const endSession = useEndSessionOnUnauthorized();

  async function onExport() {
    setExporting(true);
    try {
      saveFile(await download());
    } catch (error) {
      if (endSession(error)) return;
      console.error(failed, error);
      toast.error(refusalMessage(error, failed));
    } finally {
      setExporting(false);
    }
  }

  return (
    <button type="button" className={buttons.button} disabled={exporting} onClick={() => void onExport()}>
      <Download aria-hidden="true" size={16} />
      {exporting ? 'Exporting...' : label}
    </button>
  );
}
