// The answer of GET /translations/: the site's languages and, for every document that has texts to
// translate, how many of them each language other than the default gives (the Languages overview).
import { z } from 'zod';
import { languageSchema } from './language-settings.js';

export const translationProgressSchema = z.object({
  translated: z.number().int().describe('Texts of the default language this language gives its own.'),
  total: z.number().int().describe('Texts the default language has in the document.'),
});

export const translationStatusSchema = z.object({
  languages: z.array(languageSchema).describe("The site settings' languages; the first is the default."),
  documents: z.array(
    z.object({
      path: z
        .string()
        .describe(
          "The document's API path (`home/hero`, `services`, `custom-pages/offers`, `seo/about`), as drafts and history name it.",
        ),
      label: z.string(),
      page: z
        .string()
        .describe(
          'The page whose editor holds it (`layout` for the navbar and footer, `custom-pages` for an editor-built page).',
        ),
      progress: z.record(z.string(), translationProgressSchema).describe('Per language other than the default, by code.'),
    }),
  ),
});

export type TranslationProgress = z.infer<typeof translationProgressSchema>;
export type TranslationStatus = z.infer<typeof translationStatusSchema>;
