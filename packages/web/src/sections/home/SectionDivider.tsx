// The optional decorative divider image some sections end with (hero, cards, why us, associates).
import { Picture } from '../shared/Picture';
import home from './homeSection.module.css';

export function SectionDivider({ src }: { src: string }) {
  if (!src) return null;
  return <Picture className={home.divider} src={src} alt="" sizes="100vw" />;
}
