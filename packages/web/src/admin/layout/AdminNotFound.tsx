// An /admin address that names no screen: said plainly, inside the layout, with the way back.
import { Link } from 'react-router';
import { ADMIN_BASE } from '../admin-paths';
import { useDocumentTitle } from '../useDocumentTitle';

export function AdminNotFound() {
  useDocumentTitle('Not Found');
  return (
    <div>
      <h1>404 Not Found</h1>
      <p>
        There is no editor screen at this address. <Link to={ADMIN_BASE}>Go to the Home editor</Link>
      </p>
    </div>
  );
}
