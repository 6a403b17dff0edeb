// Export CSV: downloads the entries the filters match (all of them, not just the page shown), as the
// server writes them, fetched with the admin's token and saved from memory.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { saveFile } from '../messages/save-file';
import buttons from '../ui/Button.module.css';
import { hasFilters, type ActivityFilters } from './activity-filters';
import { exportActivity } from './audit-log-api';

const EXPORT_FAILED = 'The activity could not be exported. Please try again.';

export function ActivityExportButton({ filters }: { filters: ActivityFilters }) {
  const [exporting, setExporting] = useState(false);
  const endSession = useEndSessionOnUnauthorized();

  async function onExport() {
    setExporting(true);
    try {
      saveFile(await exportActivity(filters));
    } catch (error) {
      if (endSession(error)) return;
      console.error('Exporting the activity failed', error);
      toast.error(refusalMessage(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  }

  return (
    <button type="button" className={buttons.button} disabled={exporting} onClick={() => void onExport()}>
      <Download aria-hidden="true" size={16} />
      {exporting ? 'Exporting...' : hasFilters(filters) ? 'Export CSV (filtered)' : 'Export CSV'}
    </button>
  );
}
