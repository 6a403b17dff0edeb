// The title and subtitle block that opens most home sections; hidden parts stay out of the DOM so
// an empty content field leaves no gap.
import section from '../shared/section.module.css';

interface Props {
  title: string;
  subtitle?: string;
  /** The id the section's aria-labelledby points at. */
  titleId: string;
}

export function SectionHeader({ title, subtitle, titleId }: Props) {
  if (!title && !subtitle) return null;
  return (
    <header className={`${section.header} animate-on-scroll`}>
      {title && (
        <h2 id={titleId} className={section.title}>
          {title}
        </h2>
      )}
      {subtitle && <p className={section.lead}>{subtitle}</p>}
    </header>
  );
}
