// / and /home: the home page (its sections live in sections/home) once its content is there.
import { HomePage } from './HomePage';

// Custom pages draw home sections with the home page's own map, loaded through this module (the
// home route's chunk) so that no second chunk of the home page is made.
export { HOME_COMPONENTS } from './HomePage';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';

export function HomeRoute() {
  return (
    <PageGate page="home" fallback={<Loading />}>
      {(content) => <HomePage content={content} />}
    </PageGate>
  );
}
