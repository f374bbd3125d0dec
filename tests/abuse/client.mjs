// A client of the abuse stack on a loopback address of its own (127.0.0.x), as readers and
// attackers on the internet each have their own: per-address limits then apply as they would there.
import http from 'node:http';

/**
 * One request on a fresh connection from `from`; never throws (a refused connection is status 0).
 * @param {string} url
 * @param {{ method?: string, from?: string, headers?: Record<string, string>, json?: unknown }} [o]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, text: string, json: any, ms: number }>}
 */
export function request(url, { method = 'GET', from = '127.0.0.1', headers = {}, json } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            // a page, not JSON
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: parsed,
            ms: performance.now() - started,
          });
        });
        res.on('error', () =>
          resolve({ status: 0, headers: {}, text: '', json: null, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, headers: {}, text: '', json: null, ms: performance.now() - started }));
    req.end(body);
  });
}

/**
 * A reader (or an attacker) of the site at `web`, from one address, keeping the cookies it is given.
 * @param {string} web @param {string} from
 */
export function browser(web, from) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  const jar = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  /** @param {http.IncomingHttpHeaders} headers */
  const keep = (headers) => {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  return {
    from,
    /** A call to our API (a POST with a JSON body, or a GET), with this reader's cookies. @param {string} api @param {unknown} [json] */
    async api(api, json) {
      const answer = await request(`${web}/wap/touch/api/${api}`, {
        method: json === undefined ? 'GET' : 'POST',
        from,
        json,
        headers: { origin: web, ...(cookies.size ? { cookie: jar() } : {}) },
      });
      keep(answer.headers);
      return answer;
    },
    /** A page, with this reader's cookies. @param {string} path */
    async page(path) {
      return request(`${web}/wap/touch${path}`, { from, headers: cookies.size ? { cookie: jar() } : {} });
    },
  };
}
