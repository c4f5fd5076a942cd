// A free TCP port on the loopback address, for the servers the tests, the bench and the audit start.
import { createServer } from 'node:net';

/** A port nothing listens on (for now: another process may take it before the caller binds it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
