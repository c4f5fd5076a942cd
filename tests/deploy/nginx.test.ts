/**
 * The site behind the proxy we ship (deploy/nginx.conf, Debian's nginx): a self-signed certificate
 * made here, the static export, two built Node processes as the upstream. Checks what an operator
 * counts on: the client's real address, http -> https, HSTS over HTTPS only (preload when asked),
 * Let's Encrypt's challenge, ETag/304, Vary, no double compression, one address per page and nothing
 * internal served, the 404 page's status, one rate limit for both processes however the chat's
 * address is spelt, the widget from another origin, a rolling restart under load that loses no
 * request, and the proxy's steps of docs/operations.md, run as written.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';
import { launchBrowser } from '../../tools/chromium.ts';
import { NGINX_VARIABLES, renderNginxConfig } from '../../tools/nginx-config.ts';
import { startSite, type SiteProcess } from '../helpers/site-process.ts';
import { freePort } from '../../tools/free-port.ts';
import { startPostgres, type Postgres } from '../helpers/postgres.ts';

const run = promisify(execFile);
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
// CI installs nginx (.ci/run): there, a missing one is a failure, not a skip.
if (!NGINX && process.env.CI) throw new Error('nginx is required on CI (apt-get install nginx libnginx-mod-http-brotli-static)');
if (!NGINX) console.warn('nginx.test.ts skipped: nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)');

const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
const staticRoot = join(dir, 'static');
let httpPort: number;
let httpsPort: number;
let publicUrl: string;
let certificate: Buffer;
const acmeRoot = join(dir, 'acme');
const ACME_TOKEN = 'jeton-de-defi-42';
const nginxes: ChildProcess[] = [];
const nodes: { port: string; site: SiteProcess }[] = [];

/**
 * One request, its body as sent (never decompressed); from `from`, a loopback address of the client's
 * choosing. The path goes as written in `url`: no dot segment resolved, no escape changed.
 */
function fetchRaw(
  url: string,
  { method = 'GET', headers = {}, body, from }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const path = url.slice(target.origin.length) || '/';
    const options = { method, headers, path, localAddress: from, ca: certificate, servername: 'localhost', agent: false as const };
    const req = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

// Without a session id, each message is answered alone: the proxy's limits are measured, not the
// conversations (tests/leads/two-instances.test.ts follows one across two processes).
const chatBody = (message: string) => JSON.stringify({ message, sessionId: '', charad: null, conversationHistory: [] });
/** Several processes share their conversations and leads through PostgreSQL, as docs/operations.md's deployment says. */
let postgres: Postgres | null = null;

/** Partners whose pages may call the chat through the proxy: one by its name, one served by the Chromium test. */
const PARTNER = 'https://partenaire.exemple.fr';
const partnerPort = await freePort();

async function startNode(port: string): Promise<SiteProcess> {
  return startSite({
    PORT: port,
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: publicUrl,
    DATA_DIR: mkdtempSync(join(dir, 'data-')),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    CHAT_ALLOWED_ORIGINS: `${PARTNER}, http://localhost:${partnerPort}`,
  });
}

async function listening(port: number, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Our configuration rendered for this test (its own runtime directory, ports and certificate), checked, then started. */
async function startNginx(name: string, upstreams: string[], values: Record<string, string> = {}) {
  const ports = { http: await freePort(), https: Number(values.HTTPS_PORT ?? (await freePort())) };
  const runtime = join(dir, name);
  mkdirSync(runtime);
  const config = renderNginxConfig({
    RUNTIME_DIR: runtime,
    // As root, nginx's workers would otherwise be www-data, who cannot read a private temporary directory.
    NGINX_USER: process.getuid?.() === 0 ? 'root' : '',
    HTTP_PORT: String(ports.http),
    HTTPS_PORT: String(ports.https),
    SERVER_NAME: 'localhost',
    UPSTREAMS: upstreams.map((port) => `127.0.0.1:${port}`).join(','),
    STATIC_ROOT: staticRoot,
    TLS_CERTIFICATE: join(dir, 'cert.pem'),
    TLS_KEY: join(dir, 'key.pem'),
    ACME_ROOT: acmeRoot,
    ...values,
  });
  writeFileSync(join(runtime, 'nginx.conf'), config);
  await run(NGINX!, ['-t', '-q', '-c', join(runtime, 'nginx.conf'), '-g', 'daemon off;']);
  nginxes.push(spawn(NGINX!, ['-c', join(runtime, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' }));
  await listening(ports.https);
  return ports;
}

beforeAll(async () => {
  if (!NGINX) return;
  httpsPort = await freePort();
  publicUrl = `https://localhost:${httpsPort}`;
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-days',
    '2',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ]);
  certificate = readFileSync(join(dir, 'cert.pem'));
  await run(process.execPath, [join(ROOT, 'dist', 'export.js')], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PUBLIC_URL: publicUrl, EXPORT_DIR: staticRoot },
  });
  postgres = await startPostgres();
  const ports = [String(await freePort()), String(await freePort())];
  for (const port of ports) nodes.push({ port, site: await startNode(port) });
  // The challenge certbot --webroot leaves for Let's Encrypt to fetch.
  mkdirSync(join(acmeRoot, '.well-known', 'acme-challenge'), { recursive: true });
  writeFileSync(join(acmeRoot, '.well-known', 'acme-challenge', ACME_TOKEN), `${ACME_TOKEN}.empreinte`);
  // The public URL's port must be known before the processes start: nginx takes the one chosen for it.
  ({ http: httpPort } = await startNginx('nginx', ports, { HTTPS_PORT: String(httpsPort) }));
}, 60_000);

afterAll(async () => {
  for (const nginx of nginxes) nginx.kill('SIGQUIT');
  await Promise.all(nodes.map(({ site }) => site.stop()));
  await postgres?.stop();
});

/** The proxy's steps of docs/operations.md ("Deploying"): its shell block from `# the proxy` on, as an operator types them. */
function proxyStepsOf(readme: string): string {
  const block = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((text) => text.includes('node --import tsx tools/nginx-config.ts'));
  if (!block?.includes('# the proxy')) throw new Error('docs/operations.md has no shell block with the proxy’s steps (# the proxy)');
  return block.slice(block.indexOf('# the proxy'));
}

/** Whether `nginx -t` can be run on Debian's own paths (/var/log/nginx, /run): as root, or through sudo without a password. */
async function asRoot(): Promise<string[] | null> {
  if (process.getuid?.() === 0) return [];
  const sudo = await run('sudo', ['-n', 'true']).then(
    () => true,
    () => false,
  );
  if (sudo) return ['sudo', '-n'];
  if (process.env.CI) throw new Error('The proxy steps of docs/operations.md need root (or sudo without a password) on CI, as nginx -t opens /var/log/nginx');
  console.warn('The proxy steps of docs/operations.md not run: nginx -t on Debian’s paths needs root (or sudo -n)');
  return null;
}

/** The log lines of both processes for a path. */
const logsFor = (path: string) =>
  nodes.flatMap(({ site }, i) =>
    site
      .logs()
      .filter((entry) => entry.path === path)
      .map((entry): Record<string, unknown> & { instance: number } => ({ ...entry, instance: i })),
  );

describe.skipIf(!NGINX)('behind nginx (deploy/nginx.conf)', () => {
  it('passes the client’s real address to the app, not the proxy’s nor a forged X-Forwarded-For', async () => {
    const res = await fetchRaw(`${publicUrl}/healthz?address`, { headers: { 'X-Forwarded-For': '6.6.6.6' }, from: '127.0.0.2' });
    expect(res.status).toBe(200);
    await expect.poll(() => logsFor('/healthz?address').map((entry) => entry.ip)).toEqual(['127.0.0.2']);
  });

  it('sends http to https, with HSTS over HTTPS only (once, for files and for the app alike)', async () => {
    const plain = await fetchRaw(`http://127.0.0.1:${httpPort}/blog?x=1`, { headers: { Host: 'localhost' } });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${publicUrl}/blog?x=1`);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const path of ['/blog', '/healthz', '/assets/', '/article/erreurs-reunion']) {
      const res = await fetchRaw(`${publicUrl}${path}`);
      expect(res.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('asks for HSTS preload only when told to (HSTS_PRELOAD=1), over HTTPS only still', async () => {
    const preload = await startNginx(
      'nginx-preload',
      nodes.map(({ port }) => port),
      { HSTS_PRELOAD: '1' },
    );
    for (const path of ['/blog', '/healthz', '/assets/', '/Blog']) {
      const res = await fetchRaw(`https://localhost:${preload.https}${path}`);
      expect(res.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains; preload');
    }
    const plain = await fetchRaw(`http://127.0.0.1:${preload.http}/blog`, { headers: { Host: 'localhost' } });
    expect(plain.status).toBe(301);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers Let’s Encrypt’s http-01 challenge over plain http, before the redirect', async () => {
    const challenge = await fetchRaw(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/${ACME_TOKEN}`, { headers: { Host: 'localhost' } });
    expect(challenge.status).toBe(200);
    expect(challenge.body.toString('utf8')).toBe(`${ACME_TOKEN}.empreinte`);
    const unknown = await fetchRaw(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/inconnu`, { headers: { Host: 'localhost' } });
    expect(unknown.status).toBe(404);
    // Nothing else of the directory, nor of the site, over http.
    const beside = await fetchRaw(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/../../blog`, { headers: { Host: 'localhost' } });
    expect(beside.status).toBe(301);
  });

  it('serves the exported pages byte for byte, precompressed, never compressed twice', async () => {
    const page = readFileSync(join(staticRoot, 'blog.html'));
    const identity = await fetchRaw(`${publicUrl}/blog`);
    expect(identity.body.equals(page)).toBe(true);
    expect(identity.headers['content-type']).toBe('text/html; charset=utf-8');
    const br = await fetchRaw(`${publicUrl}/blog`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    const gz = await fetchRaw(`${publicUrl}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(readFileSync(join(staticRoot, 'index.html')))).toBe(true);
    // A page the app renders (the dated article) is compressed once, by the app.
    const dynamic = await fetchRaw(`${publicUrl}/article/erreurs-reunion`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(dynamic.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(dynamic.body).toString('utf8')).toMatch(/^<!DOCTYPE html>/i);
    expect(logsFor('/article/erreurs-reunion').length).toBeGreaterThan(0);
    // Same security headers as the app's own pages.
    const fromApp = await fetchRaw(`http://127.0.0.1:${nodes[0]!.port}/blog`);
    expect(identity.headers['content-security-policy']).toBe(fromApp.headers['content-security-policy']);
    expect(identity.headers['cache-control']).toBe('no-cache');
  });

  it('says Vary: Accept-Encoding on whatever is or could be sent compressed, whichever form is sent', async () => {
    const bundle = (JSON.parse(readFileSync(join(ROOT, 'dist', 'manifest.json'), 'utf8')) as Record<string, { file?: string }>).entry!.file!;
    for (const path of ['/', '/blog', '/rss.xml', '/robots.txt', bundle, '/widget/chat-assistant.js', '/favicon.svg', '/article/erreurs-reunion']) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const res = await fetchRaw(`${publicUrl}${path}`, { headers: { 'Accept-Encoding': encoding } });
        expect(res.status, `${path} ${encoding}`).toBe(200);
        expect(res.headers.vary ?? '', `${path} ${encoding}`).toMatch(/accept-encoding/i);
      }
    }
  });

  it('serves each exported file at its one address: every other spelling is redirected or a 404, as the app answers it', async () => {
    const spellings = [
      '/Blog',
      '/blog/',
      '/BLOG//',
      '//blog',
      '/%62log',
      '/blog%2F',
      '/./blog',
      '/x/../blog',
      '/article/%65crans-tactiles',
      '/ARTICLE/4K-HDR/?utm_source=x',
      '//solutions//collaboration',
      '/solutions/Collaboration',
      '/index.html',
      '/blog.html',
      '/article/ecrans-tactiles.html',
      '/solutions/collaboration.html',
      '/Rss.xml',
      '/rss.xml/',
      '/%72ss.xml',
      '/favicon.SVG',
      '/Widget/chat-assistant.js',
      '/widget//chat-assistant.js',
      '//evil.example/',
      '/%2F%2Fevil.example',
      '/%E9',
      '/nexiste-pas',
    ];
    for (const path of spellings) {
      const viaNginx = await fetchRaw(`${publicUrl}${path}`);
      const fromApp = await fetchRaw(`http://127.0.0.1:${nodes[0]!.port}${path}`);
      expect([viaNginx.status, viaNginx.headers.location], path).toEqual([fromApp.status, fromApp.headers.location]);
    }
    // And the addresses themselves are nginx's: the exported file, byte for byte.
    expect((await fetchRaw(`${publicUrl}/blog?x=1`)).body.equals(readFileSync(join(staticRoot, 'blog.html')))).toBe(true);
    expect((await fetchRaw(`${publicUrl}/rss.xml`)).body.equals(readFileSync(join(staticRoot, 'rss.xml')))).toBe(true);
  });

  it('serves nothing internal (the export’s list, nginx’s includes, raw .br and .gz), and the 404 page with status 404', async () => {
    const notFound = readFileSync(join(staticRoot, '404.html'));
    const internal = [
      '/export.json',
      '/nginx-page-headers.conf',
      '/nginx-embed-headers.conf',
      '/blog.html.br',
      '/index.html.gz',
      '/rss.xml.gz',
      '/widget/chat-assistant.js.br',
      '/404.html',
      '/404',
      '/nexiste-pas',
      '/404.html.br',
    ];
    for (const path of internal) {
      const res = await fetchRaw(`${publicUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.body.equals(notFound), path).toBe(true);
    }
    const compressed = await fetchRaw(`${publicUrl}/nexiste-pas`, { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.status).toBe(404);
    expect(brotliDecompressSync(compressed.body).equals(notFound)).toBe(true);
  });

  it('answers 304 to a revalidation, for an exported file and a page of the app', async () => {
    for (const path of ['/blog', '/article/erreurs-reunion']) {
      const first = await fetchRaw(`${publicUrl}${path}`);
      expect(first.headers.etag, path).toBeTruthy();
      const again = await fetchRaw(`${publicUrl}${path}`, { headers: { 'If-None-Match': first.headers.etag! } });
      expect(again.status, path).toBe(304);
    }
    const asset = readFileSync(join(ROOT, 'dist', 'manifest.json'), 'utf8');
    const bundle = (JSON.parse(asset) as Record<string, { file?: string }>).entry!.file!;
    const res = await fetchRaw(`${publicUrl}${bundle}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Built images too, as the app sends them.
    const image = (JSON.parse(readFileSync(join(staticRoot, 'export.json'), 'utf8')) as { files: { path: string }[] }).files.find(({ path }) =>
      path.startsWith('/images/built/'),
    )!.path;
    const fromApp = await fetchRaw(`http://127.0.0.1:${nodes[0]!.port}${image}`);
    const viaNginx = await fetchRaw(`${publicUrl}${image}`);
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.headers['cache-control']).toBe(fromApp.headers['cache-control']);
    expect(viaNginx.body.equals(fromApp.body)).toBe(true);
  });

  it('holds one chat rate limit for both processes: 60 messages a minute per visitor', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const res = await fetchRaw(`${publicUrl}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: chatBody('Bonjour'),
        from: '127.0.0.3',
      });
      statuses.push(res.status);
    }
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(60);
    expect(accepted).toBeLessThanOrEqual(62);
    expect(statuses.filter((status) => status === 429).length).toBe(80 - accepted);
    // Both processes answered some: without the proxy's limit, each would have let 60 through.
    const instances = new Set(
      logsFor('/api/chat')
        .filter((entry) => entry.ip === '127.0.0.3')
        .map((entry) => entry.instance),
    );
    expect(instances.size).toBe(2);
  });

  it('counts every spelling of the chat’s address against the one rate limit', async () => {
    const spellings = ['/api/chat/', '/api/chat?x=1', '/api/chat/../chat', '/api//chat', '/api/%63hat', '/api/chat/.', '/API/chat', '/api/chat'];
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const path = spellings[i % spellings.length]!;
      const res = await fetchRaw(`${publicUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: chatBody('Bonjour'),
        from: '127.0.0.5',
      });
      statuses.push(res.status);
    }
    // 60 at once, then about one a second: were only `/api/chat` limited, its 10 would all have passed.
    expect(statuses.slice(0, 60).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(60).filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('renders the configuration with docs/operations.md’s steps as written, and nginx -t accepts it', async () => {
    const readme = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
    const deploying = readme.slice(readme.indexOf('## Deploying'), readme.indexOf('\n## ', readme.indexOf('## Deploying')));
    for (const name of Object.keys(NGINX_VARIABLES)) expect(deploying, `${name} is documented`).toContain(`\`${name}\``);
    const sudo = await asRoot();
    if (!sudo) return;
    // What the steps write under /etc and /var/www goes to a scratch directory instead, and the
    // project's export is the test's; systemctl and certbot are stand-ins that note what they are asked.
    const sandbox = join(dir, 'readme');
    mkdirSync(sandbox);
    const steps = proxyStepsOf(readme)
      .replaceAll('$PWD/dist/static', staticRoot)
      .replace(/(?<=[\s=])\/(etc|var\/www)\//g, `${sandbox}/$1/`);
    const standIns = [
      'set -eu',
      'systemctl() { echo "systemctl $*" >> "$SANDBOX/calls"; }',
      // Let's Encrypt's certificate where certbot puts it (under the scratch /etc): the test's own.
      'certbot() { echo "certbot $*" >> "$SANDBOX/calls"; local name=""; while [ $# -gt 0 ]; do [ "$1" = -d ] && name=$2; shift; done;',
      '  mkdir -p "$SANDBOX/etc/letsencrypt/live/$name"; cp "$CERT" "$SANDBOX/etc/letsencrypt/live/$name/fullchain.pem"; cp "$KEY" "$SANDBOX/etc/letsencrypt/live/$name/privkey.pem"; }',
      ...(sudo.length ? [`nginx() { ${sudo.join(' ')} ${NGINX} "$@"; }`] : []),
    ].join('\n');
    await run('bash', ['-c', `${standIns}\n${steps}`], {
      cwd: ROOT,
      // A root shell's USER: it must not become nginx's user.
      env: { PATH: process.env.PATH ?? '', HOME: sandbox, USER: 'root', SANDBOX: sandbox, CERT: join(dir, 'cert.pem'), KEY: join(dir, 'key.pem') },
    });
    const calls = readFileSync(join(sandbox, 'calls'), 'utf8').trim().split('\n');
    // Both nginx -t passed (each is followed by the reload), the second with Let's Encrypt's certificate.
    expect(calls.filter((call) => call === 'systemctl reload-or-restart nginx')).toHaveLength(2);
    const config = readFileSync(join(sandbox, 'etc', 'nginx', 'nginx.conf'), 'utf8');
    expect(config).toContain(`ssl_certificate ${sandbox}/etc/letsencrypt/live/www.exemple.fr/fullchain.pem;`);
    expect(config).toMatch(/^user www-data;$/m);
    expect(config).toMatch(/^pid \/run\/nginx\.pid;$/m);
    // certbot writes its challenges where nginx serves them from, and reloads nginx once renewed.
    const acme = /acme-challenge\/ \{\s*root ([^;]+);/.exec(config)?.[1];
    const certbot = calls.find((call) => call.startsWith('certbot '));
    expect(certbot).toContain(`--webroot -w ${acme} `);
    expect(certbot).toContain('--deploy-hook systemctl reload nginx');
  });

  it('lets a partner’s page load the widget and chat through the proxy', async () => {
    const origin = PARTNER;
    const loader = await fetchRaw(`${publicUrl}/widget/chat-assistant.js`, { headers: { Origin: origin } });
    expect(loader.status).toBe(200);
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const preflight = await fetchRaw(`${publicUrl}/api/chat`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      from: '127.0.0.4',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    const chat = await fetchRaw(`${publicUrl}/api/chat`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: chatBody('Où êtes-vous ?'),
      from: '127.0.0.4',
    });
    expect(chat.status).toBe(200);
    expect(chat.headers['access-control-allow-origin']).toBe(origin);
    expect(chat.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((JSON.parse(chat.body.toString('utf8')) as { output: { message: string } }).output.message).toContain('Dardilly');
  });

  it('shows the widget on a partner’s page (another origin) and chats through the proxy, in Chromium', async () => {
    const partner = createServer((_req, res) =>
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          `<!DOCTYPE html><html lang="fr"><title>Partenaire</title><chat-assistant></chat-assistant><script src="${publicUrl}/widget/chat-assistant.js" defer></script></html>`,
        ),
    );
    await new Promise<void>((resolve) => partner.listen(partnerPort, '127.0.0.1', resolve));
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.goto(`http://localhost:${partnerPort}/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
      await page.locator('chat-assistant textarea').fill('Où êtes-vous situés ?');
      await page.locator('chat-assistant textarea').press('Enter');
      await expect.poll(() => page.locator('chat-assistant .message--assistant').last().textContent(), { timeout: 10_000 }).toContain('Dardilly');
    } finally {
      await browser.close();
      partner.close();
    }
  }, 40_000);

  it('loses no request in a rolling restart under load', async () => {
    let stop = false;
    const results = { sent: 0, failed: [] as string[] };
    // Requests that the processes answer: a page of the app and its health, from 8 clients at once.
    const paths = ['/article/erreurs-reunion', '/healthz', '/Blog'];
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const path = paths[i % paths.length]!;
        results.sent++;
        try {
          const res = await fetchRaw(`${publicUrl}${path}`, { from: `127.0.1.${n + 1}` });
          if (res.status >= 400 && !(path === '/Blog' && res.status === 301)) results.failed.push(`${path}: ${res.status}`);
        } catch (error) {
          results.failed.push(`${path}: ${(error as Error).message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const node of nodes) {
      await node.site.stop('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      node.site = await startNode(node.port);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    stop = true;
    await load;
    console.log(`rolling restart under load: ${results.sent} requests, ${results.failed.length} failed`);
    expect(results.sent).toBeGreaterThan(200);
    expect(results.failed).toEqual([]);
  }, 60_000);
});
