// The endless logo strip shared by "Our clients" and "Associates" (100px slides, a 10 s cycle,
// paused on hover). A CSS animation rather than react-fast-marquee: that library renders
// nothing on the server and measures after mount, so the strip would pop in and shift the page.
import type { SectionData } from '@site/contracts/site';
import { cssVars } from '../shared/cssVars';
import { LogoSlide } from './LogoSlide';
import styles from './LogoStrip.module.css';

type Client = SectionData<'ourClients'>['clients'][number];

/** Slide width plus the gap after it, in px (LogoStrip.module.css). */
const SLIDE_PITCH = 100 + 48;
/** Wide enough for one run of logos to span the widest common screen, so no gap ever shows. */
const MIN_RUN_WIDTH = 2560;
const CYCLE_SECONDS = 10;

export function LogoStrip({ clients, label }: { clients: Client[]; label: string }) {
  const logos = clients.filter((client) => client.logo);
  if (logos.length === 0) return null;
  // One run repeats the logos until it is wide enough; the track holds two runs and slides by one.
  const repeats = Math.max(1, Math.ceil(MIN_RUN_WIDTH / (logos.length * SLIDE_PITCH)));
  const run = Array.from({ length: repeats }, () => logos).flat();
  return (
    <div className={styles.strip} style={cssVars({ '--cycle': `${CYCLE_SECONDS * repeats}s` })}>
      <ul className={styles.track} aria-label={label}>
        {[...run, ...run].map((client, index) => (
          <LogoSlide key={index} client={client} copy={index >= logos.length} />
        ))}
      </ul>
    </div>
  );
}
