import { describe, expect, it } from 'vitest';
import { emptyValue, formShape, type FormNode } from './form-shape.js';
import { SECTIONS, getSection } from './registry.js';
import { imageTextSchema } from './sections/blocks.js';
import { serviceSchema } from './services.js';

const fieldsOf = (node: FormNode) => (node.type === 'group' ? Object.fromEntries(node.fields.map((f) => [f.key, f.node])) : {});

describe('formShape', () => {
  it('reads each field builder as its input kind', () => {
    const hero = fieldsOf(formShape(getSection('hero').schema));
    expect(hero.title).toEqual({ type: 'field', kind: 'text' });
    expect(hero.description).toEqual({ type: 'field', kind: 'longText' });
    expect(hero.bgColor).toEqual({ type: 'field', kind: 'colour' });
    expect(hero.image1).toEqual({ type: 'field', kind: 'image' });
    expect(hero.ctaLink).toEqual({ type: 'field', kind: 'link' });
    expect(fieldsOf(formShape(getSection('location').schema)).mapSrc).toEqual({ type: 'field', kind: 'embed' });
    expect(fieldsOf(formShape(getSection('contact2').schema)).email).toEqual({ type: 'field', kind: 'email' });
    expect(fieldsOf(formShape(imageTextSchema)).imageSide).toEqual({ type: 'field', kind: 'choice', options: ['left', 'right'] });
  });

  it('describes lists with their item shape and limit, and nested groups', () => {
    const team = fieldsOf(formShape(getSection('team').schema));
    const info = fieldsOf(team.teamInfo!);
    expect(info.headings!.type).toBe('group');
    const members = info.members!;
    expect(members.type).toBe('list');
    if (members.type !== 'list') return;
    expect(members.max).toBe(100);
    // The member id is optional with a transform: still read as the text field inside.
    expect(fieldsOf(members.item).id).toEqual({ type: 'field', kind: 'text' });
    expect(fieldsOf(formShape(getSection('contact2').schema)).phoneNumbers).toEqual({
      type: 'list',
      item: { type: 'field', kind: 'text' },
      max: 100,
    });
    expect(fieldsOf(formShape(getSection('carousel').schema)).images).toMatchObject({ type: 'list', item: { kind: 'image' } });
  });

  it('covers every field of every section: each leaf is a known kind', () => {
    const leaves = (node: FormNode): string[] =>
      node.type === 'group' ? node.fields.flatMap((f) => leaves(f.node)) : node.type === 'list' ? leaves(node.item) : [node.kind];
    for (const s of SECTIONS) {
      for (const kind of leaves(formShape(s.schema)))
        expect(['text', 'longText', 'colour', 'link', 'image', 'embed', 'email', 'number', 'richText', 'choice']).toContain(kind);
    }
    expect(fieldsOf(formShape(serviceSchema)).features).toMatchObject({ type: 'list' });
  });
});

describe('emptyValue', () => {
  it('starts a choice at its first option', () => {
    expect(emptyValue(formShape(imageTextSchema))).toMatchObject({ imageSide: 'left', heading: '' });
  });

  it('gives a new item every field of its schema, empty', () => {
    const node = formShape(getSection('projects').schema);
    const items = fieldsOf(node).items!;
    expect(items.type === 'list' && emptyValue(items.item)).toEqual({
      id: 0,
      title: '',
      description: '',
      imageUrl: '',
      link: '',
    });
    expect(emptyValue(formShape(getSection('homeContact').schema))).toMatchObject({
      card1: { icon: '', title: '', description: '' },
    });
  });

  it('an empty item of each list passes the section schema', () => {
    for (const s of SECTIONS) {
      const value = emptyValue(formShape(s.schema));
      expect(s.schema.safeParse(value).success, s.key).toBe(true);
    }
  });
});
