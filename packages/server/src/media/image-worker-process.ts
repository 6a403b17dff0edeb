// The image worker process (started by image-worker.ts): runs the jobs the server sends, one at a
// time, and answers each over IPC. It keeps nothing worth finishing, so the server may kill it at
// any moment, and it leaves when the server does.
import { runImageJob, type JobAnswer, type JobRequest } from './image-jobs.js';
import { configureSharp } from './processing.js';

await configureSharp();
// Tests make the process die at a named moment (test/image-worker-exit.ts); never set in use.
const exitAt = process.env.IMAGE_WORKER_TEST_EXIT;
if (exitAt) (await import('../test/image-worker-exit.js')).installExitHook(exitAt);
process.on('message', (request: JobRequest) => {
  void runImageJob(request.job).then((outcome) => process.send?.({ id: request.id, outcome } satisfies JobAnswer));
});
// The server is gone (stopped, crashed, killed): stop at once. Not process.exit(), which waits for a
// libvips operation in progress to finish, minutes for a hostile file.
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
process.send?.('ready');
