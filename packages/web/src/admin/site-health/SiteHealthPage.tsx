// /admin/site-health: every finding of the latest whole-site check, grouped by the public page it
// shows on, with the counts by kind, filters (kind, language; in the address, so the dashboard's
// counts open the screen filtered), the date of the check, Check now, and a Fix link on each finding
// that opens its document's editor at the field.
import { defaultLanguage, siteHealthKindSchema, type Language, type SiteHealth } from '@site/contracts';
import { use, useState, type ChangeEvent } from 'react';
import { Link, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { messageOf } from '../../shared/error-message';
import { refusalMessage } from '../api/errors';
import { useSiteLanguages } from '../drafts/draft-languages';
import { formatSavedAt } from '../history/saved-at';
import { Deferred } from '../loading/Deferred';
import { LOCALE_PARAM } from '../api/locale';
import buttons from '../ui/Button.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { FindingDetails } from './FindingDetails';
import { KindCounts } from './KindCounts';
import { KIND_PARAM } from './kind-param';
import { countByKind, findingCount, groupByPage, KIND_NAMES, keeps, type FindingFilter } from './findings';
import { fixLink } from './fix-link';
import { runSiteHealth } from './site-health-api';
import type { SiteHealthLoaderData } from './site-health-loader';
import fieldStyles from '../form/inputs/Field.module.css';
import styles from './SiteHealth.module.css';

const LOAD_FAILED = 'The site health could not be loaded.';
export const HEALTHY = 'Nothing found: the site is healthy.';

function Filters({ filter, languages }: { filter: FindingFilter; languages: readonly Language[] }) {
  const [, setSearch] = useSearchParams();
  const set = (param: string) => (event: ChangeEvent<HTMLSelectElement>) =>
    setSearch(
      (search) => {
        const next = new URLSearchParams(search);
        if (event.target.value) next.set(param, event.target.value);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  return (
    <div className={styles.filters}>
      <label className={styles.filter}>
        <span className={fieldStyles.label}>Kind</span>
        <select className={fieldStyles.input} value={filter.kind ?? ''} onChange={set(KIND_PARAM)}>
          <option value="">Every kind</option>
          {siteHealthKindSchema.options.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_NAMES[kind]}
            </option>
          ))}
        </select>
      </label>
      {languages.length > 1 && (
        <label className={styles.filter}>
          <span className={fieldStyles.label}>Language</span>
          <select className={fieldStyles.input} value={filter.locale ?? ''} onChange={set(LOCALE_PARAM)}>
            <option value="">Every language</option>
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

function Findings({ health, filter, languages }: { health: SiteHealth; filter: FindingFilter; languages: readonly Language[] }) {
  const fallback = languages.length > 0 ? defaultLanguage(languages).code : null;
  const shown = health.findings.filter(keeps(filter));
  if (health.findings.length === 0)
    return (
      <p role="status" className={styles.healthy}>
        {health.checked_at ? HEALTHY : 'The site has not been checked yet: Check now checks it.'}
      </p>
    );
  return (
    <>
      <KindCounts counts={countByKind(health.findings)} />
      <Filters filter={filter} languages={languages} />
      {shown.length === 0 ? (
        <p className={styles.muted}>No finding matches the filters.</p>
      ) : (
        groupByPage(shown).map(({ page, findings }) => (
          <section key={page} className={styles.page} aria-label={`Page ${page}`}>
            <h2 className={styles.pageTitle}>
              <code>{page}</code>
              <span className={styles.muted}>{findingCount(findings.length)}</span>
            </h2>
            <ul className={styles.list}>
              {findings.map((finding, index) => {
                const to = fixLink(finding, fallback);
                return (
                  <FindingDetails
                    key={index}
                    finding={finding}
                    action={
                      to && (
                        <Link className={`${buttons.button} ${buttons.small}`} to={to} aria-label={`Fix: ${finding.message}`}>
                          Fix
                        </Link>
                      )
                    }
                  />
                );
              })}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

const checkedLine = ({ checked_at }: SiteHealth) => (checked_at ? `Checked ${formatSavedAt(checked_at)}.` : 'Not checked yet.');

export function SiteHealthPage() {
  useDocumentTitle('Site health');
  const { health } = useLoaderData<SiteHealthLoaderData>();
  // The languages are read once with the admin frame; the first answer's promise is kept for use().
  const [siteLanguages] = useState(useSiteLanguages());
  const languages = use(siteLanguages) ?? [];
  const revalidator = useRevalidator();
  const [search] = useSearchParams();
  const [checking, setChecking] = useState(false);
  const kind = siteHealthKindSchema.safeParse(search.get(KIND_PARAM));
  const filter: FindingFilter = { kind: kind.success ? kind.data : null, locale: search.get(LOCALE_PARAM) || null };

  const checkNow = async () => {
    setChecking(true);
    try {
      await runSiteHealth();
      await revalidator.revalidate();
      toast.success('The whole site was checked.');
    } catch (error) {
      toast.error('The site could not be checked.', { description: messageOf(error, 'Please try again.') });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Site health</h1>
      <div className={styles.bar}>
        <p className={styles.muted}>
          Images without alternative text, colours hard to read, headings out of order, links that lead nowhere and gaps in the
          search-engine settings, on every page in every language.{' '}
          <Deferred data={health} loading={null} failed={() => null} failureLog="Loading the site health failed">
            {checkedLine}
          </Deferred>
        </p>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={checking}
          onClick={() => void checkNow()}
        >
          {checking ? 'Checking…' : 'Check now'}
        </button>
      </div>
      {checking && (
        <p role="status" className={styles.muted}>
          Checking every page, outside links included: this can take a minute.
        </p>
      )}
      <Deferred
        data={health}
        loading={
          <p role="status" className={styles.muted}>
            Loading the site health…
          </p>
        }
        failed={(error) => (
          <p role="alert" className={styles.error}>
            {refusalMessage(error, LOAD_FAILED)}
          </p>
        )}
        failureLog="Loading the site health failed"
      >
        {(data) => <Findings health={data} filter={filter} languages={languages} />}
      </Deferred>
    </div>
  );
}
