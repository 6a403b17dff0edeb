// What each kind of account may do. One role per account; the server refuses the rest with a 403
// naming what the role may not do, and the editor hides or disables it.
import { z } from 'zod';
import { ROLES } from './role-names.js';

export { ROLES, ROLE_LABELS, ROLE_DESCRIPTIONS, roleMayNot, type Role } from './role-names.js';
export const roleSchema = z.enum(ROLES);
