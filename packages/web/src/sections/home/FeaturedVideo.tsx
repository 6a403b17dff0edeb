// The featured video block: shown after the grid cards, and only when it has a video (its condition
// in the registry, sections/home.page.ts in the contract).
import { safeEmbedUrl, type SectionData } from '@site/contracts/site';
import button from '../shared/button.module.css';
import { ContentLink } from '../shared/ContentLink';
import { colourStyle } from '../shared/colourStyle';
import styles from './FeaturedVideo.module.css';
import section from '../shared/section.module.css';
import home from './homeSection.module.css';

export function FeaturedVideo({ data, idSuffix = '' }: { data: SectionData<'featuredVideo'>; idSuffix?: string }) {
  const { bgColor, textColor } = data.colors;
  const links = [data.button1, data.button2].filter((button) => button.text && button.link);
  return (
    <section
      id={`featured-video${idSuffix}`}
      className={home.section}
      aria-labelledby={data.title ? `featured-video-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: bgColor, color: textColor })}
    >
      <div className={`container ${styles.grid}`}>
        <div className={`${styles.copy} animate-on-scroll`}>
          {data.title && (
            <h2 id={`featured-video-title${idSuffix}`} className={section.title}>
              {data.title}
            </h2>
          )}
          {data.description && <p className={styles.description}>{data.description}</p>}
          {links.length > 0 && (
            <div className={styles.actions}>
              {links.map((link, index) => (
                <ContentLink
                  key={index}
                  className={index === 0 ? button.button : `${button.button} ${button.outline}`}
                  href={link.link}
                >
                  {link.text}
                </ContentLink>
              ))}
            </div>
          )}
        </div>
        <div className={styles.player}>
          <iframe
            className={styles.frame}
            src={safeEmbedUrl(data.videoSrc)}
            title={data.title || 'Featured video'}
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      </div>
    </section>
  );
}
