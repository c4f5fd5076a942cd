// Renders deploy/nginx.conf: its {{…}} filled in from the environment (or the values given), the
// exported files nginx serves listed from the static export (STATIC_ROOT/export.json). Used by the
// proxy test; an operator runs it as docs/operations.md's "Deploying" says:
//   STATIC_ROOT=/srv/site/dist/static UPSTREAMS=127.0.0.1:3001,127.0.0.1:3002 SERVER_NAME=www.exemple.fr \
//   TLS_CERTIFICATE=/etc/letsencrypt/live/www.exemple.fr/fullchain.pem TLS_KEY=…/privkey.pem \
//   node --import tsx tools/nginx-config.ts > /etc/nginx/ondalys.conf && nginx -t -c /etc/nginx/ondalys.conf
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_TEMPLATE = join(ROOT, 'deploy', 'nginx.conf');

/** Every variable read, with its default ('' for none; the required ones have none). docs/operations.md documents each. */
export const NGINX_VARIABLES = {
  STATIC_ROOT: '',
  TLS_CERTIFICATE: '',
  TLS_KEY: '',
  SERVER_NAME: 'localhost',
  UPSTREAMS: '127.0.0.1:3001,127.0.0.1:3002',
  HTTP_PORT: '80',
  HTTPS_PORT: '443',
  // Not USER, which every login shell sets (to root under sudo).
  NGINX_USER: 'www-data',
  ACME_ROOT: '/var/www/acme',
  HSTS_PRELOAD: '0',
  // Unset: Debian's own places, which its nginx package creates (the pid file its service expects).
  RUNTIME_DIR: '',
} as const satisfies Record<string, string>;
type NginxVariable = keyof typeof NGINX_VARIABLES;
const REQUIRED: NginxVariable[] = ['STATIC_ROOT', 'TLS_CERTIFICATE', 'TLS_KEY'];

const isVariable = (name: string): name is NginxVariable => Object.hasOwn(NGINX_VARIABLES, name);

/** A string of nginx's configuration, quoted. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The configuration for these values (missing ones from NGINX_VARIABLES). */
export function renderNginxConfig(values: Record<string, string | undefined>): string {
  const vars: Record<NginxVariable, string> = { ...NGINX_VARIABLES };
  for (const [name, value] of Object.entries(values)) {
    // Empty is unset (the default), but for NGINX_USER, where it means no `user` line.
    if (isVariable(name) && value !== undefined && (value !== '' || name === 'NGINX_USER')) vars[name] = value;
  }
  for (const name of REQUIRED) if (!vars[name]) throw new Error(`${name} is required`);
  if (!['0', '1'].includes(vars.HSTS_PRELOAD)) throw new Error(`HSTS_PRELOAD is 0 or 1, not ${vars.HSTS_PRELOAD}`);
  for (const name of ['HTTP_PORT', 'HTTPS_PORT'] as const) if (!/^\d+$/.test(vars[name])) throw new Error(`${name} is a port number, not ${vars[name]}`);
  // What the template names beyond the variables: values derived from them.
  const derived = {
    PUBLIC_HOST: vars.HTTPS_PORT === '443' ? vars.SERVER_NAME : `${vars.SERVER_NAME}:${vars.HTTPS_PORT}`,
    USER_LINE: vars.NGINX_USER ? `user ${vars.NGINX_USER};` : '',
    PID_FILE: vars.RUNTIME_DIR ? join(vars.RUNTIME_DIR, 'nginx.pid') : '/run/nginx.pid',
    LOG_DIR: vars.RUNTIME_DIR || '/var/log/nginx',
    TEMP_DIR: vars.RUNTIME_DIR || '/var/lib/nginx',
    // Preload asks browsers to hard-code https for the domain and its subdomains, hard to undo: only when the operator says so.
    HSTS: `max-age=63072000; includeSubDomains${vars.HSTS_PRELOAD === '1' ? '; preload' : ''}`,
    UPSTREAM_SERVERS: vars.UPSTREAMS.split(',')
      .map((address) => `    server ${address.trim()} max_fails=0;`)
      .join('\n'),
    EXPORTED_PATHS: '',
  };
  const manifest = join(vars.STATIC_ROOT, 'export.json');
  if (!existsSync(manifest)) throw new Error(`${manifest} does not exist: run npm run export first (STATIC_ROOT is its directory)`);
  const { files, dynamic = [] }: { files: { path: string }[]; dynamic?: string[] } = JSON.parse(readFileSync(manifest, 'utf8'));
  // The 404 page has no address of its own, and the pages that change with the day (the dated
  // article) are rendered by Node: neither is served from the export.
  const served = files.map((file) => file.path).filter((path) => path !== '/404' && !dynamic.includes(path));
  derived.EXPORTED_PATHS = served.map((path) => `    ${quoted(path)} ${quoted(path)};`).join('\n');
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value: string | undefined = isVariable(name) ? vars[name] : Object.hasOwn(derived, name) ? derived[name as keyof typeof derived] : undefined;
    if (value === undefined) throw new Error(`deploy/nginx.conf names {{${name}}}, which has no value`);
    return value;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(renderNginxConfig(process.env));
  } catch (error) {
    console.error(`nginx-config: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
