// / and /home: the home page (its sections live in sections/home) once its content is there.
import { HomePage } from './HomePage';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';

export function HomeRoute() {
  return (
    <PageGate page="home" fallback={<Loading />}>
      {(content) => <HomePage content={content} />}
    </PageGate>
  );
}
