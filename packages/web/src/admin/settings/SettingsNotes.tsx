// What the settings form shows under a field as it is typed: the title an about page gets from the
// template and the site's name, the default description's length against what search results show,
// and the icons made from the saved favicon.
import { applyTitleTemplate, DESCRIPTION_HINT, iconUrl, type SiteSettings } from '@site/contracts';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { lengthHint } from '../seo/LengthHint';
import seoStyles from '../seo/Seo.module.css';
import styles from './SiteSettingsPage.module.css';

function TitleExample() {
  const [template, siteName] = useWatch<SiteSettings, ['title_template', 'site_name']>({
    name: ['title_template', 'site_name'],
  });
  return <>An about page&apos;s title: {applyTitleTemplate(template, 'About Us', siteName)}</>;
}

function DescriptionLength() {
  const description = useWatch<SiteSettings, 'default_description'>({ name: 'default_description' });
  const { text, over } = lengthHint(description.length, DESCRIPTION_HINT);
  return <span className={over ? seoStyles.over : seoStyles.count}>{text}</span>;
}

/** The tab's and the home screen's icons, as made when the favicon was saved. */
function FaviconIcons({ favicon }: { favicon: string }) {
  return (
    <div className={`${seoStyles.icons} ${styles.icons}`} aria-label="Icons made from the saved favicon" role="group">
      {([32, 180] as const).map((size) => (
        <figure key={size}>
          <img src={iconUrl(favicon, size)} width={size === 32 ? 32 : 64} height={size === 32 ? 32 : 64} alt="" />
          <figcaption>{size === 32 ? 'Browser tab' : 'Home screen'}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The notes by setting; `saved` is the settings as last saved (the icons exist for its favicon). */
export function settingsNotes(saved: SiteSettings): Partial<Record<keyof SiteSettings, ReactNode>> {
  return {
    title_template: <TitleExample />,
    default_description: <DescriptionLength />,
    favicon: saved.favicon ? <FaviconIcons favicon={saved.favicon} /> : undefined,
  };
}
