// The optional decorative divider image some sections end with (hero, cards, why us, associates).
import home from './homeSection.module.css';

export function SectionDivider({ src }: { src: string }) {
  if (!src) return null;
  return <img className={home.divider} src={src} alt="" loading="lazy" decoding="async" />;
}
