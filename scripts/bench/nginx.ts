// nginx for section 1: Debian's nginx serving the home page from the static export (npm run export)
// as deploy/nginx.conf's static locations do (precompressed files, the app's headers from the export's
// include), without TLS, since the other servers of the section have none. One process
// (master_process off), so that its CPU is that of the pid we watch, pinned like the others.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../tools/free-port.ts';
import { HOST, ROOT, type StartedServer, startProcess } from './servers.ts';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Writes the export of the site into `dir` (dist/export.js) with `publicUrl`. */
export function exportSite(dir: string, publicUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist', 'export.js')], {
      env: { ...process.env, EXPORT_DIR: dir, PUBLIC_URL: publicUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run export exited with ${code}`))));
  });
}

export async function startNginxStatic({
  staticRoot,
  runtimeDir,
  cpu,
}: {
  staticRoot: string;
  runtimeDir: string;
  cpu: number | undefined;
}): Promise<StartedServer> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)');
  const port = await freePort();
  mkdirSync(runtimeDir, { recursive: true });
  const config = `${existsSync(BROTLI) ? `load_module ${BROTLI};` : ''}
${process.getuid?.() === 0 ? 'user root;' : ''}
master_process off;
worker_processes 1;
pid ${runtimeDir}/nginx.pid;
error_log ${runtimeDir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${runtimeDir}/body;
  proxy_temp_path ${runtimeDir}/proxy;
  fastcgi_temp_path ${runtimeDir}/fastcgi;
  uwsgi_temp_path ${runtimeDir}/uwsgi;
  scgi_temp_path ${runtimeDir}/scgi;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  keepalive_requests 100000;
  gzip off;
  gzip_static on;
  ${existsSync(BROTLI) ? 'brotli_static on;' : ''}
  server {
    listen ${HOST}:${port};
    root ${staticRoot};
    location = / {
      include ${staticRoot}/nginx-page-headers.conf;
      add_header Cache-Control "no-cache" always;
      try_files /index.html =404;
    }
  }
}
`;
  const file = join(runtimeDir, 'nginx.conf');
  writeFileSync(file, config);
  // Stopped, like the other servers, by stopAllChildren() (SIGTERM: nginx's fast shutdown).
  return startProcess('nginx', NGINX, ['-c', file, '-g', 'daemon off;'], { port, cpu });
}
