// The sidebar's groups: the Dashboard first, then the original editor's two, in its order.
import {
  BriefcaseBusiness,
  ExternalLink,
  FilePen,
  Files,
  FolderKanban,
  HeartPulse,
  House,
  LayoutDashboard,
  Image as ImageIcon,
  Images,
  Inbox,
  ClipboardCheck,
  Info,
  Languages,
  Mail,
  MoveRight,
  PanelsTopLeft,
  ScrollText,
  SearchX,
  Settings,
  Upload,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { PermissionName } from '@site/contracts';
import { ADMIN_PATHS, LIVE_SITE_PATH } from '../admin-paths';
import { DASHBOARD_PATH } from '../dashboard/dashboard-path';
import { LANGUAGES_PATH } from '../languages/languages-path';
import { SITE_HEALTH_PATH } from '../site-health/site-health-path';
import { REDIRECTS_PATH } from '../redirects/redirects-path';
import { NOT_FOUND_PATH } from '../not-found/not-found-path';

export interface SidebarLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Leaves the admin app (the live site): a plain link, not a router navigation. */
  external?: boolean;
  /** Shows the number of unread messages beside the label. */
  showsUnread?: boolean;
  /** Shows the number of email alerts that failed while their messages are unread beside the label. */
  showsFailedAlerts?: boolean;
  /** Shows the number of drafts in review beside the label. */
  showsInReview?: boolean;
  /** Shown only to the roles that may (contracts/src/permissions.ts). */
  permission?: PermissionName;
  /** The label for the roles without `permission`, when the link stays for them (their own account). */
  labelWithout?: string;
  /** An editing screen: the link keeps the language being edited (`?locale=`). */
  keepsLanguage?: boolean;
  /** Shown only when the site has more than one language. */
  severalLanguages?: boolean;
}

export interface SidebarGroup {
  title: string;
  links: SidebarLink[];
}

export const SIDEBAR_GROUPS: SidebarGroup[] = [
  {
    title: 'Overview',
    links: [{ label: 'Dashboard', to: DASHBOARD_PATH, icon: LayoutDashboard }],
  },
  {
    title: 'Design',
    links: [
      { label: 'Layouts', to: ADMIN_PATHS.layouts, icon: PanelsTopLeft, keepsLanguage: true },
      { label: 'Home', to: ADMIN_PATHS.home, icon: House, keepsLanguage: true },
      { label: 'About', to: ADMIN_PATHS.about, icon: Info, keepsLanguage: true },
      { label: 'Services', to: ADMIN_PATHS.services, icon: BriefcaseBusiness, keepsLanguage: true },
      { label: 'Projects', to: ADMIN_PATHS.projects, icon: FolderKanban, keepsLanguage: true },
      { label: 'Gallery', to: ADMIN_PATHS.gallery, icon: Images, keepsLanguage: true },
      { label: 'Contact', to: ADMIN_PATHS.contact, icon: Mail, keepsLanguage: true },
      { label: 'Pages', to: ADMIN_PATHS.pages, icon: Files, keepsLanguage: true },
    ],
  },
  {
    title: 'Functionality',
    links: [
      { label: 'Drafts', to: ADMIN_PATHS.drafts, icon: FilePen },
      { label: 'Site health', to: SITE_HEALTH_PATH, icon: HeartPulse },
      {
        label: 'Languages',
        to: LANGUAGES_PATH,
        icon: Languages,
        permission: 'edit_drafts',
        keepsLanguage: true,
        severalLanguages: true,
      },
      { label: 'Review', to: ADMIN_PATHS.review, icon: ClipboardCheck, showsInReview: true, permission: 'review' },
      { label: 'Site settings', to: ADMIN_PATHS.settings, icon: Settings, permission: 'change_settings' },
      {
        label: 'Messages',
        to: ADMIN_PATHS.messages,
        icon: Inbox,
        showsUnread: true,
        showsFailedAlerts: true,
        permission: 'read_inbox',
      },
      { label: 'Redirects', to: REDIRECTS_PATH, icon: MoveRight, permission: 'manage_redirects' },
      { label: 'Not found', to: NOT_FOUND_PATH, icon: SearchX, permission: 'read_not_found_log' },
      { label: 'Image Upload', to: ADMIN_PATHS.imageUpload, icon: Upload },
      { label: 'Media Library', to: ADMIN_PATHS.mediaLibrary, icon: ImageIcon },
      { label: 'Create Admin', to: ADMIN_PATHS.createAdmin, icon: UserPlus, permission: 'manage_accounts' },
      { label: 'Admins', to: ADMIN_PATHS.admins, icon: Users, permission: 'manage_accounts', labelWithout: 'Your account' },
      { label: 'Activity', to: ADMIN_PATHS.activity, icon: ScrollText, permission: 'read_audit_log' },
      { label: 'Visit Live Website', to: LIVE_SITE_PATH, icon: ExternalLink, external: true },
    ],
  },
];

/**
 * The links `role` sees: those it may follow, and its own account under its own name; the
 * languages' links only on a site with several (`languages`: how many it has, 1 until known).
 */
export function sidebarLinksFor(
  links: SidebarLink[],
  mayDo: (permission: PermissionName) => boolean,
  languages = 1,
): SidebarLink[] {
  return links.flatMap((link) => {
    if (link.severalLanguages && languages < 2) return [];
    if (!link.permission || mayDo(link.permission)) return [link];
    return link.labelWithout ? [{ ...link, label: link.labelWithout }] : [];
  });
}
