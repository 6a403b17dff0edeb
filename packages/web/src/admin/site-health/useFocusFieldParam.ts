// An editor opened at a field (`?field=`, a site-health finding's Fix link): the field is focused
// once the form shows it, in `root` (the form's container) or anywhere on the screen.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { focusField } from '../form/focus-field';
import { fieldToOpen } from './field-param';

export function useFocusFieldParam(root?: () => ParentNode | null, ready = true) {
  const [search] = useSearchParams();
  // Read once: the field the editor was opened at, not one a later search names.
  const [field] = useState(() => fieldToOpen(search));
  useEffect(() => {
    if (!field || !ready) return;
    return focusField(root ?? (() => document), field);
    // The container is looked up when the field is; a new function each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field, ready]);
}
