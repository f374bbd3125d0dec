// nginx (Debian's package, installed when missing) for the bench: serving saved HTML as static
// files (the physical limit of serving a page here), or as the micro-cache in front of front-server
// instances with the cache directives of deploy/nginx.conf.template (without TLS, so that it
// compares with the static row).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { adopt, freePort, releasePort, tempDir } from './servers.mjs';

export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0)
    throw new Error('nginx is missing: apt-get install -y nginx-light (as root), then run again');
  console.log('installing nginx from Debian’s packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
  if (install.status !== 0 || !existsSync('/usr/sbin/nginx')) throw new Error('could not install nginx');
  return '/usr/sbin/nginx';
}

/** The `location /` of the deployment's template: the micro-cache and its rules, as deployed. */
function microCacheDirectives() {
  const template = readFileSync('deploy/nginx.conf.template', 'utf8');
  const maps = template.slice(
    template.indexOf('  map $upstream_http_cache_control'),
    template.indexOf('  upstream touch_instances'),
  );
  const location = template.slice(
    template.indexOf('    location / {'),
    template.indexOf('\n    }\n', template.indexOf('    location / {')) + 6,
  );
  return { maps, location: location.replace(/proxy_set_header X-Forwarded-Proto \$scheme;/, '') };
}

/**
 * nginx on a free port: `files` ({urlPath: html}) as static files, each beside its gzip
 * (`gzip_static`: the same bytes the front server keeps, zlib's default level), or with
 * `upstreams` (['127.0.0.1:port', ...]) the micro-cache in front of them. One worker by default:
 * wrk takes the other core, and the static and micro-cache rows are then comparable.
 * Answers its origin and a stop.
 * @param {{ files?: Record<string, string>, upstreams?: string[], workers?: number }} options
 */
export async function startNginx({ files, upstreams, workers = 1 }) {
  const binary = nginxBinary();
  const root = tempDir('bench-nginx-');
  // nginx's workers drop root: the (0700) temp folder must be usable by them.
  chmodSync(root, 0o777);
  mkdirSync(path.join(root, 'tmp'), { mode: 0o777 });
  mkdirSync(path.join(root, 'cache'), { mode: 0o777 });
  chmodSync(path.join(root, 'tmp'), 0o777);
  chmodSync(path.join(root, 'cache'), 0o777);
  for (const [urlPath, html] of Object.entries(files ?? {})) {
    const file = path.join(root, 'www', urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(Buffer.from(html)));
  }
  const port = await freePort('web');
  let site = `root ${root}/www; gzip_static on; gzip_vary on; location / { try_files $uri =404; }`;
  let extra = '';
  if (upstreams) {
    const { maps, location } = microCacheDirectives();
    extra = `proxy_cache_path ${root}/cache levels=1:2 keys_zone=touch_pages:16m max_size=512m inactive=24h use_temp_path=off;
${maps}
  upstream touch_instances { ${upstreams.map((u) => `server ${u};`).join(' ')} keepalive 32; }`;
    site = location;
  }
  const conf = path.join(root, 'nginx.conf');
  // Logs off so disk is not measured.
  writeFileSync(
    conf,
    `worker_processes ${workers}; pid ${root}/nginx.pid; error_log ${root}/error.log; daemon off;
events { worker_connections 1024; }
http { access_log off; default_type text/html; charset utf-8; keepalive_requests 100000;
  client_body_temp_path ${root}/tmp; proxy_temp_path ${root}/tmp; fastcgi_temp_path ${root}/tmp; uwsgi_temp_path ${root}/tmp; scgi_temp_path ${root}/tmp;
  ${extra}
  server { listen 127.0.0.1:${port}; ${site} } }\n`,
  );
  const child = adopt(spawn(binary, ['-c', conf, '-p', root], { stdio: 'ignore' }));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}): ${readFileSync(path.join(root, 'error.log'), 'utf8')}`);
    try {
      await fetch(origin);
      break;
    } catch {
      // not yet listening
    }
    await sleep(100);
  }
  // A graceful stop, awaited: the port is free again for the next set-up when it resolves.
  const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  const stop = async () => {
    child.kill('SIGQUIT');
    await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
    await exited;
    releasePort(port);
  };
  // A spawn that failed has no pid, but its unhandled 'error' event has ended the bench by now.
  const pid = /** @type {number} */ (child.pid);
  /** The master and its workers (from /proc), whose CPU time the bench reads. */
  const pids = () => {
    try {
      return [
        pid,
        ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
      ];
    } catch {
      return [pid];
    }
  };
  return { origin, stop, pids };
}
