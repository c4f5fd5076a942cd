// Renders deploy/nginx.conf: its {{…}} filled in from the environment (or the values given), the
// dynamic pages of the static export (dist/static/export.json) sent to Node. Shared by the proxy
// test and the bench; an operator runs it once:
//   STATIC_ROOT=/srv/site/dist/static UPSTREAMS=127.0.0.1:3001,127.0.0.1:3002 SERVER_NAME=www.exemple.fr \
//   TLS_CERTIFICATE=/etc/letsencrypt/live/www.exemple.fr/fullchain.pem TLS_KEY=…/privkey.pem \
//   node tools/nginx-config.mjs > /etc/nginx/ondalys.conf && nginx -t -c /etc/nginx/ondalys.conf
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_TEMPLATE = join(ROOT, 'deploy', 'nginx.conf');

const DEFAULTS = {
  RUNTIME_DIR: '/run/ondalys-nginx',
  USER: 'www-data',
  HTTP_PORT: '80',
  HTTPS_PORT: '443',
  SERVER_NAME: 'localhost',
  UPSTREAMS: '127.0.0.1:3001,127.0.0.1:3002',
};

/** The configuration for these values (missing ones from DEFAULTS; STATIC_ROOT, TLS_CERTIFICATE and TLS_KEY are required). */
export function renderNginxConfig(values) {
  const vars = { ...DEFAULTS, ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) };
  for (const name of ['STATIC_ROOT', 'TLS_CERTIFICATE', 'TLS_KEY']) if (!vars[name]) throw new Error(`${name} is required`);
  vars.PUBLIC_HOST ??= vars.HTTPS_PORT === '443' ? vars.SERVER_NAME : `${vars.SERVER_NAME}:${vars.HTTPS_PORT}`;
  vars.USER_LINE = vars.USER ? `user ${vars.USER};` : '';
  vars.UPSTREAM_SERVERS = vars.UPSTREAMS.split(',')
    .map((address) => `    server ${address.trim()} max_fails=0;`)
    .join('\n');
  const manifest = join(vars.STATIC_ROOT, 'export.json');
  const dynamic = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')).dynamic ?? []) : [];
  // Pages that change with the day (the dated article) are rendered by Node, not taken from the export.
  vars.DYNAMIC_LOCATIONS = dynamic.map((path) => `    location = ${path} {\n      proxy_pass http://node;\n    }`).join('\n\n');
  const config = readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (vars[name] === undefined) throw new Error(`deploy/nginx.conf names {{${name}}}, which has no value`);
    return vars[name];
  });
  return config;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(renderNginxConfig(process.env));
  } catch (error) {
    console.error(`nginx-config: ${error.message}`);
    process.exit(1);
  }
}
