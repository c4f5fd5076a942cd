// Baseline for the bench: a bare Express 5 app whose only route, GET /, sends the same bytes and
// headers as our home page (captured beforehand). No middleware: the cost of Express itself.
import express from 'express';
import { closeOnSignals, loadReference, portFromEnv } from './reference.ts';

const { headers, body } = loadReference();
const app = express();
app.disable('x-powered-by'); // our app disables it too
app.get('/', (_req, res) => {
  res.status(200);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
});
const server = app.listen(portFromEnv(), '127.0.0.1');
closeOnSignals(server);
