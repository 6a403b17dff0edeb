// What the schema's fields and the lists among them share: a field's name inside its parent, and how
// a list draws one item's fields (given to the list by the fields that draw it, so that the two
// modules do not import each other).
import type { FormNode } from '@site/contracts';
import type { ComponentType } from 'react';

/** The form's name of a field inside `parent` (a group's key or a list's index): `cards.0.title`. */
export const childName = (parent: string, key: string | number) => (parent ? `${parent}.${key}` : String(key));

export type ItemFieldsComponent = ComponentType<{ name: string; label: string; node: FormNode }>;
