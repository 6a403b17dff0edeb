// The body a section's PATCH takes: any of its fields, each checked as its PUT checks it, none filled
// in by a default. zod fills a field's default in even when the field is optional, so a partial
// schema would give every defaulted field the PATCH leaves out its default, and the merge over the
// stored document would overwrite what was saved there (the navbar's company name and icon).
import { z } from 'zod';

export function patchBodySchema(schema: z.ZodObject): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
    ]),
  );
  // extend keeps the object's own rules: a strict section still refuses an unknown field.
  return schema.extend(shape);
}
