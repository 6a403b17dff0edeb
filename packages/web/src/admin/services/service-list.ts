// The Services Manager's rules as plain functions: a new service's defaults,
// which tab is selected after a delete or for an address, the slug derived before a save, and where
// a refusal's problems belong in the one form that holds the whole list.
import { NEW_SERVICE_COLOURS, slugify, type Service } from '@site/contracts';
import type { FieldIssue } from '../form/server-issues';

/** A service in the form: a new one has no _id until the server gives it one. */
export type DraftService = Omit<Service, '_id'> & { _id?: string };

/** The form's values: the list under one key, so every field is named `services.{i}.…`. */
export interface ServicesForm {
  services: DraftService[];
}

export const LIST_NAME = 'services';

/** 'New Service {n}' (n = count + 1), an empty slug, the new-service colours, no features. */
export function newService(count: number): DraftService {
  return {
    slug: '',
    title: `New Service ${count + 1}`,
    tagline: '',
    description: '',
    heroImage: '',
    altText: '',
    ...NEW_SERVICE_COLOURS,
    featuresDescription: '',
    features: [],
  };
}

/**
 * The tab selected once tab `deleted` of `countBefore` is gone: deleting the selected one moves to
 * the previous tab (or the first); deleting one before it keeps the same service selected.
 */
export function selectionAfterDelete(selected: number, deleted: number, countBefore: number): number {
  if (countBefore <= 1) return 0;
  if (deleted < selected) return selected - 1;
  if (deleted === selected) return Math.max(0, selected - 1);
  return selected;
}

/** The tab an address names (/admin/services/{slug}): its index, or the first with `unknown` set. */
export function selectionForSlug(
  services: readonly { slug: string }[],
  slug: string | undefined,
): { index: number; unknown: boolean } {
  if (!slug) return { index: 0, unknown: false };
  const index = services.findIndex((s) => s.slug === slug);
  return index === -1 ? { index: 0, unknown: true } : { index, unknown: false };
}

/** An empty slug is derived from the title on save (the server applies the same rule). */
export function withDerivedSlugs<T extends { slug?: string; title: string }>(services: T[]): T[] {
  return services.map((s) => (s.slug ? s : { ...s, slug: slugify(s.title) }));
}

/** The slug a service will have once saved: the preview's address and the side menu show it. */
export const slugOf = (service: { slug: string; title: string }) => service.slug || slugify(service.title);

/**
 * The server names a problem by its path in the list ("2.title"); in the form that field is
 * "services.2.title". A problem with the whole list (empty path) names no field and is dropped.
 */
export function formIssues(issues: FieldIssue[]): FieldIssue[] {
  return issues.filter((i) => i.name !== '').map((i) => ({ name: `${LIST_NAME}.${i.name}`, message: i.message }));
}

/** The tab a form field belongs to ("services.2.title" → 2), or null for another name. */
export function serviceIndexOf(name: string): number | null {
  const match = new RegExp(`^${LIST_NAME}\\.(\\d+)(?:\\.|$)`).exec(name);
  return match ? Number(match[1]) : null;
}

/** The first tab with a problem in react-hook-form's errors for the list (a sparse array), or null. */
export function firstServiceWithErrors(errors: unknown): number | null {
  if (!Array.isArray(errors)) return null;
  const index = errors.findIndex((e) => e !== undefined && e !== null);
  return index === -1 ? null : index;
}

/** Arrow keys, Home and End on a tab: the tab to move to (wrapping round), or null for other keys. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
