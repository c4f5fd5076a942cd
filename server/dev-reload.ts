import { randomUUID } from 'node:crypto';
import { Router, type Response } from 'express';

/** What `npm run dev` shows in the page: a problem and the file or step it comes from. */
export interface DevProblem {
  source: string;
  message: string;
}

/** The state a development page starts from, written into it as JSON (#dev-state). */
export interface DevState {
  boot: string;
  problems: DevProblem[];
}

/**
 * The browser's side, served at /__dev/client.js on development pages only: it listens to
 * /__dev/events, reloads the tab when the server it came from has been replaced (a rebuild) or the
 * content changed, and lists the problems (a build error, a broken front matter, a missing image)
 * in a panel over the page. Styles are set through the DOM: the CSP allows no inline style.
 */
const CLIENT = `
const state = JSON.parse(document.getElementById('dev-state').textContent);
const panel = document.createElement('aside');
panel.setAttribute('role', 'alert');
panel.id = 'dev-problems';
Object.assign(panel.style, { position: 'fixed', left: '1rem', right: '1rem', bottom: '1rem', zIndex: 2147483647, maxHeight: '50vh', overflow: 'auto', padding: '1rem 1.25rem', borderRadius: '12px', background: '#2b0b0b', color: '#ffe4e4', border: '2px solid #ff6b6b', font: '14px/1.5 ui-monospace, monospace', whiteSpace: 'pre-wrap', boxShadow: '0 12px 40px rgb(0 0 0 / 0.5)' });
function show(problems) {
  panel.replaceChildren();
  if (problems.length === 0) return panel.remove();
  const title = document.createElement('strong');
  title.textContent = 'npm run dev: ' + problems.length + (problems.length > 1 ? ' problems' : ' problem');
  panel.append(title);
  for (const problem of problems) {
    const line = document.createElement('p');
    line.style.margin = '0.5rem 0 0';
    line.textContent = problem.source + ': ' + problem.message;
    panel.append(line);
  }
  document.body.append(panel);
}
show(state.problems);
const events = new EventSource('/__dev/events');
events.addEventListener('state', (event) => {
  const now = JSON.parse(event.data);
  if (now.boot !== state.boot) location.reload();
  else show(now.problems);
});
events.addEventListener('reload', () => location.reload());
`;

/**
 * `npm run dev`'s link with the open tabs: the problems of the running server by source (each
 * source's list replaced as a whole when it is checked again), pushed to every tab as they change,
 * and a reload when content changed. Development only: createApp makes none in production.
 */
export class DevChannel {
  /** Changes at each start: a tab that sees another one reloads, since a rebuild restarted the server. */
  readonly boot = randomUUID();
  private readonly tabs = new Set<Response>();
  private readonly problems = new Map<string, DevProblem[]>();

  constructor(private readonly onProblemsChange: () => void = () => {}) {}

  state(): DevState {
    return { boot: this.boot, problems: [...this.problems.values()].flat() };
  }

  /** Replaces the problems found by one check (`build`, `articles`, `images`…). */
  set(check: string, problems: DevProblem[]): void {
    if (problems.length === 0 && !this.problems.has(check)) return;
    if (problems.length === 0) this.problems.delete(check);
    else this.problems.set(check, problems);
    this.onProblemsChange();
    this.send('state', this.state());
  }

  /**
   * A rebuild failed (scripts/dev.ts says so over IPC, see server/main.ts): this server keeps running
   * the last good build, and its tabs show why the change did not arrive.
   */
  buildFailed(message: string): void {
    this.set('build', [{ source: 'npm run dev', message }]);
  }

  /** Every open tab reloads (the content changed, the server did not). */
  reload(): void {
    this.send('reload', {});
  }

  /** Ends the tabs' event streams, so that a server stopping for a rebuild is not held by them. */
  close(): void {
    for (const tab of this.tabs) tab.end();
    this.tabs.clear();
  }

  routes(): Router {
    const router = Router();
    router.get('/__dev/client.js', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.type('js').send(CLIENT);
    });
    router.get('/__dev/events', (req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      // Reconnect quickly after a restart: the new server's state event then reloads the tab.
      res.write('retry: 250\n\n');
      this.tabs.add(res);
      req.on('close', () => this.tabs.delete(res));
      this.sendTo(res, 'state', this.state());
    });
    return router;
  }

  private send(event: string, data: unknown): void {
    for (const tab of this.tabs) this.sendTo(tab, event, data);
  }

  private sendTo(tab: Response, event: string, data: unknown): void {
    tab.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }
}
