// Baseline for the bench: a minimal node:http server sending the same bytes and headers as our
// home page (captured beforehand). The ceiling for Node on this machine.
import { createServer } from 'node:http';
import { closeOnSignals, loadReference, portFromEnv } from './reference.ts';

const { headers, body } = loadReference();
const server = createServer((req, res) => {
  if (req.method !== 'GET' || (req.url !== '/' && !req.url?.startsWith('/?'))) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(portFromEnv(), '127.0.0.1');
closeOnSignals(server);
