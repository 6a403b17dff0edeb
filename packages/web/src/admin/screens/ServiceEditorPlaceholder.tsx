// /admin/services/:serviceSlug: the Services Manager opened on one service (admin-editor §2).
import { useParams } from 'react-router';
import { EditorPlaceholder } from './EditorPlaceholder';

export function ServiceEditorPlaceholder() {
  const { serviceSlug = '' } = useParams();
  return (
    <EditorPlaceholder title="Services Manager" summary="Edit each service's hero section and features, add services and delete them.">
      <p>
        Service: <code>{serviceSlug}</code>
      </p>
    </EditorPlaceholder>
  );
}
