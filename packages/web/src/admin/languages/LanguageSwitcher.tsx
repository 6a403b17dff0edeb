// The language an editing screen edits, on a site with more than one language. Its select is
// downloaded only there, so a one-language site's screens carry none of it.
import type { Language } from '@site/contracts';
import { lazy, Suspense } from 'react';

const LanguageSelect = lazy(() => import('./LanguageSelect').then((module) => ({ default: module.LanguageSelect })));

export function LanguageSwitcher({ languages }: { languages: readonly Language[] }) {
  if (languages.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSelect languages={languages} />
    </Suspense>
  );
}
