import { NEW_SERVICE_COLOURS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  firstServiceWithErrors,
  formIssues,
  newService,
  selectionAfterDelete,
  selectionForSlug,
  serviceIndexOf,
  slugOf,
  tabAfterKey,
  withDerivedSlugs,
} from './service-list';

describe('newService', () => {
  it("starts as 'New Service {count + 1}' with an empty slug, the new-service colours and no features", () => {
    const service = newService(5);
    expect(service.title).toBe('New Service 6');
    expect(service.slug).toBe('');
    expect(service).toMatchObject({
      heroBgColor: '#FFFFFF',
      heroTextColor: '#000000',
      featuresBgColor: '#F8F9FA',
      featuresTextColor: '#212529',
    });
    expect(service).toMatchObject(NEW_SERVICE_COLOURS);
    expect(service.features).toEqual([]);
    expect(service).not.toHaveProperty('_id');
  });

  it('is the first service of an empty list', () => {
    expect(newService(0).title).toBe('New Service 1');
  });
});

describe('selectionAfterDelete', () => {
  it('moves to the previous tab when the selected one is deleted', () => {
    expect(selectionAfterDelete(3, 3, 5)).toBe(2);
  });

  it('stays on the first tab when the first, selected, is deleted', () => {
    expect(selectionAfterDelete(0, 0, 5)).toBe(0);
  });

  it('keeps the same service selected when another tab goes', () => {
    expect(selectionAfterDelete(3, 1, 5)).toBe(2);
    expect(selectionAfterDelete(1, 3, 5)).toBe(1);
  });

  it('is 0 once the last service is gone', () => {
    expect(selectionAfterDelete(0, 0, 1)).toBe(0);
  });
});

describe('selectionForSlug', () => {
  const list = [{ slug: 'cleaning' }, { slug: 'security' }];

  it("selects the tab of the address's slug", () => {
    expect(selectionForSlug(list, 'security')).toEqual({ index: 1, unknown: false });
  });

  it('selects the first tab without a slug, and says so for an unknown one', () => {
    expect(selectionForSlug(list, undefined)).toEqual({ index: 0, unknown: false });
    expect(selectionForSlug(list, 'gardening')).toEqual({ index: 0, unknown: true });
  });
});

describe('withDerivedSlugs', () => {
  it('derives an empty slug from the title and keeps a given one', () => {
    const saved = withDerivedSlugs([
      { title: 'E2E  Window Care!', slug: '' },
      { title: 'Security', slug: 'guarding' },
    ]);
    expect(saved.map((s) => s.slug)).toEqual(['e2e-window-care', 'guarding']);
  });

  it('gives the same slug the preview shows', () => {
    expect(slugOf({ title: 'Pest Control', slug: '' })).toBe('pest-control');
    expect(slugOf({ title: 'Pest Control', slug: 'pests' })).toBe('pests');
  });
});

describe('formIssues', () => {
  it("puts the server's list paths under the form's list name and drops whole-list problems", () => {
    expect(
      formIssues([
        { name: '2.slug', message: 'The slug "a" is used by more than one service (items 1 and 3).' },
        { name: '0.features.1.title', message: 'Keep this under 300 characters.' },
        { name: '', message: 'Expected a list.' },
      ]),
    ).toEqual([
      { name: 'services.2.slug', message: 'The slug "a" is used by more than one service (items 1 and 3).' },
      { name: 'services.0.features.1.title', message: 'Keep this under 300 characters.' },
    ]);
  });

  it('finds the tab a field belongs to', () => {
    expect(serviceIndexOf('services.2.slug')).toBe(2);
    expect(serviceIndexOf('services.12')).toBe(12);
    expect(serviceIndexOf('root')).toBeNull();
  });

  it("finds the first tab with a problem in react-hook-form's errors", () => {
    // eslint-disable-next-line no-sparse-arrays -- react-hook-form leaves holes for items without errors
    expect(firstServiceWithErrors([, , { title: { message: 'x' } }])).toBe(2);
    expect(firstServiceWithErrors(undefined)).toBeNull();
    expect(firstServiceWithErrors([])).toBeNull();
  });
});

describe('tabAfterKey', () => {
  it('moves with the arrow keys, wrapping round, and jumps with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 4, 5)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 5)).toBe(4);
    expect(tabAfterKey('ArrowRight', 1, 5)).toBe(2);
    expect(tabAfterKey('Home', 3, 5)).toBe(0);
    expect(tabAfterKey('End', 0, 5)).toBe(4);
    expect(tabAfterKey('Enter', 0, 5)).toBeNull();
  });
});
