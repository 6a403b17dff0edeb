// The accounts table: Username, Email, Role (a select, the signed-in admin's own as text), Date
// joined, Last login, and a Remove button for every account but the one signed in (nobody removes
// themselves), with Reset two-factor beside it for such an account that has two-factor sign-in on.
// On a phone its rows stack as small cards.
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Admin, type Role } from '@site/contracts';
import { ShieldOff, UserMinus } from 'lucide-react';
import buttons from '../ui/Button.module.css';
import table from '../ui/Table.module.css';
import { formatAdminTime } from './admin-times';
import styles from './AdminsTable.module.css';

interface AdminsTableProps {
  admins: Admin[];
  /** The signed-in admin's id: their row says so and has no Remove button. */
  selfId: number | undefined;
  /** The id of the heading that names the table. */
  labelledBy: string;
  removingId: number | null;
  onRemove: (admin: Admin) => void;
  /** The id of the account whose role is being changed. */
  changingId: number | null;
  onRoleChange: (admin: Admin, role: Role) => void;
  /** The id of the account whose second factor is being reset. */
  resettingId: number | null;
  onResetTwoFactor: (admin: Admin) => void;
}

export function AdminsTable(props: AdminsTableProps) {
  const { admins, selfId, labelledBy, removingId, onRemove, changingId, onRoleChange, resettingId, onResetTwoFactor } = props;
  return (
    // Focusable so that keyboard users can scroll it too.
    // Named apart from the section around it (two landmarks with one name confuse a landmark list).
    <div className={table.scroller} role="region" aria-label="Admins table (scrollable)" tabIndex={0}>
      <table className={`${table.table} ${styles.table}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Date joined</th>
            <th scope="col">Last login</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {admins.map((admin) => (
            <tr key={admin.id}>
              <th scope="row" className={styles.username}>
                {admin.username}
                {admin.id === selfId && <span className={styles.you}>you</span>}
              </th>
              <td className={styles.email}>
                {admin.email ? <a href={`mailto:${admin.email}`}>{admin.email}</a> : <span className={styles.none}>Not set</span>}
              </td>
              <td className={styles.role}>
                {admin.id === selfId ? (
                  <span title={ROLE_DESCRIPTIONS[admin.role]}>{ROLE_LABELS[admin.role]}</span>
                ) : (
                  <select
                    className={styles.roleSelect}
                    aria-label={`Role of ${admin.username}`}
                    title={ROLE_DESCRIPTIONS[admin.role]}
                    value={admin.role}
                    disabled={changingId === admin.id}
                    onChange={(event) => onRoleChange(admin, event.target.value as Role)}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                )}
              </td>
              <td className={styles.date} data-label="Joined">
                <time dateTime={admin.date_joined}>{formatAdminTime(admin.date_joined)}</time>
              </td>
              <td className={styles.date} data-label="Last login">
                {admin.last_login ? (
                  <time dateTime={admin.last_login}>{formatAdminTime(admin.last_login)}</time>
                ) : (
                  formatAdminTime(null)
                )}
              </td>
              <td className={styles.actions}>
                {admin.id !== selfId && (
                  <div className={styles.actionButtons}>
                    {admin.two_factor && (
                      <button
                        type="button"
                        className={`${buttons.button} ${buttons.small}`}
                        aria-label={`Reset two-factor of ${admin.username}`}
                        disabled={resettingId === admin.id}
                        onClick={() => onResetTwoFactor(admin)}
                      >
                        <ShieldOff aria-hidden="true" size={16} />
                        Reset two-factor
                      </button>
                    )}
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small}`}
                      aria-label={`Remove ${admin.username}`}
                      disabled={removingId === admin.id}
                      onClick={() => onRemove(admin)}
                    >
                      <UserMinus aria-hidden="true" size={16} />
                      Remove
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
