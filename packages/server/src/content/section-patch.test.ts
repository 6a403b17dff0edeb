import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SECTIONS } from '@site/contracts';
import { patchBodySchema } from './section-patch.js';

describe('patchBodySchema', () => {
  it('fills in no default for a field left out', () => {
    const schema = z.strictObject({ title: z.string(), icon: z.string().default('') });
    expect(patchBodySchema(schema).parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(patchBodySchema(schema).parse({})).toEqual({});
  });

  it('still checks each field it is given, and refuses an unknown one', () => {
    const schema = z.strictObject({ icon: z.string().max(3).default('') });
    expect(patchBodySchema(schema).safeParse({ icon: 'too long' }).success).toBe(false);
    expect(patchBodySchema(schema).safeParse({ other: 'x' }).success).toBe(false);
  });

  it('gives no field of any section of the registry from an empty PATCH', () => {
    for (const section of SECTIONS) expect(patchBodySchema(section.schema).parse({}), section.path).toEqual({});
  });
});
