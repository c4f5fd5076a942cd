// A free TCP port on the loopback address, for the servers the tests, the bench and the audit start.
import { type AddressInfo, createServer } from 'node:net';

/** A port nothing listens on (for now: another process may take it before the caller binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      // Listening on a TCP address: an AddressInfo, never a pipe's name.
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
