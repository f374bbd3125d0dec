// A Redis stand-in for the shared store's tests (server/sharedStore.mjs): CI has no redis-server,
// and the store's promises are about its protocol with one (what it files under which key, for how
// long, what it deletes and publishes) and about Redis failing, which a real server is awkward to
// make do on cue. It speaks RESP2 over a real socket to the real `redis` client, and implements
// only the commands the store sends: strings, sets, expiry, MULTI/EXEC, PUBLISH/SUBSCRIBE, plus the
// client's handshake (CLIENT SETINFO).
import net from 'node:net';

const CRLF = '\r\n';
/** @param {string} s */
const simple = (s) => `+${s}${CRLF}`;
/** @param {number} n */
const integer = (n) => `:${n}${CRLF}`;
/** @param {string | null} s */
const bulk = (s) => (s === null ? `$-1${CRLF}` : `$${Buffer.byteLength(s)}${CRLF}${s}${CRLF}`);
/** @param {string[]} parts already encoded */
const array = (parts) => `*${parts.length}${CRLF}${parts.join('')}`;
/** @param {string} s */
const error = (s) => `-ERR ${s}${CRLF}`;

/** How many arguments a command needs at least; fewer is answered as Redis answers it. @type {Record<string, number>} */
const ARITY = { GET: 1, SET: 2, SADD: 2, SMEMBERS: 1, EXPIRE: 2, PUBLISH: 2 };

/** A command's name and its arguments. @typedef {[string, ...string[]]} Command */

/**
 * Parses whole RESP arrays of bulk strings from the front of a buffer (an empty one is no command).
 * @param {Buffer} buffer
 * @returns {{commands: Command[], rest: Buffer}}
 */
function parseCommands(buffer) {
  /** @type {Command[]} */
  const commands = [];
  let at = 0;
  const line = (/** @type {number} */ from) => {
    const end = buffer.indexOf(CRLF, from);
    return end < 0 ? null : { text: buffer.toString('latin1', from, end), next: end + 2 };
  };
  for (;;) {
    const head = line(at);
    if (!head || head.text[0] !== '*') break;
    const count = Number(head.text.slice(1));
    let pos = head.next;
    /** @type {string[]} */
    const args = [];
    for (let i = 0; i < count; i += 1) {
      const size = line(pos);
      if (!size) break;
      const length = Number(size.text.slice(1));
      if (buffer.length < size.next + length + 2) break;
      args.push(buffer.toString('utf8', size.next, size.next + length));
      pos = size.next + length + 2;
    }
    if (args.length < count) break;
    const [name, ...rest] = args;
    if (name !== undefined) commands.push([name, ...rest]);
    at = pos;
  }
  return { commands, rest: buffer.subarray(at) };
}

/**
 * @param {{port?: number}} [o] a port of its own, or the port of a stand-in that was stopped (to come back)
 */
export async function startFakeRedis({ port = 0 } = {}) {
  /** @type {Map<string, string | Set<string>>} */
  const data = new Map();
  /** Seconds each key was told to live (SET … EX, EXPIRE). @type {Map<string, number>} */
  const ttl = new Map();
  /** Every command received, in order, for the tests to read. @type {Command[]} */
  const log = [];
  /** While paused, commands wait unanswered (a Redis too slow to help); resume() answers them in order. */
  let paused = false;
  /** @type {Set<() => void>} */
  const waiting = new Set();
  /** @type {Map<net.Socket, Set<string>>} */
  const subscriptions = new Map();
  /** @type {Set<net.Socket>} */
  const sockets = new Set();

  /** @param {Command} command @returns {string} */
  function run([name, ...args]) {
    const command = name.toUpperCase();
    if (args.length < (ARITY[command] ?? 0)) return error(`wrong number of arguments for '${name}' command`);
    // The first two arguments (a key and a value, a channel and a message), present as ARITY says.
    const [key = '', value = ''] = args;
    switch (command) {
      case 'PING':
        return simple('PONG');
      case 'CLIENT':
      case 'SELECT':
        return simple('OK');
      case 'GET': {
        const stored = data.get(key);
        return typeof stored === 'string' ? bulk(stored) : bulk(null);
      }
      case 'SET': {
        data.set(key, value);
        const ex = args.findIndex((a) => a.toUpperCase() === 'EX');
        if (ex >= 0) ttl.set(key, Number(args[ex + 1]));
        else ttl.delete(key);
        return simple('OK');
      }
      case 'SADD': {
        const stored = data.get(key);
        const set = stored instanceof Set ? stored : new Set();
        const before = set.size;
        for (const member of args.slice(1)) set.add(member);
        data.set(key, set);
        return integer(set.size - before);
      }
      case 'SMEMBERS': {
        const set = data.get(key);
        return array(set instanceof Set ? [...set].map(bulk) : []);
      }
      case 'EXPIRE':
        if (!data.has(key)) return integer(0);
        ttl.set(key, Number(value));
        return integer(1);
      case 'DEL': {
        let n = 0;
        for (const key of args) if (data.delete(key)) n += 1;
        return integer(n);
      }
      case 'PUBLISH': {
        let n = 0;
        for (const [socket, channels] of subscriptions) {
          if (!channels.has(key)) continue;
          socket.write(array([bulk('message'), bulk(key), bulk(value)]));
          n += 1;
        }
        return integer(n);
      }
      default:
        return error(`unknown command '${name}'`);
    }
  }

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      subscriptions.delete(socket);
    });
    socket.on('error', () => {});
    /** @type {Buffer} */
    let pending = Buffer.alloc(0);
    /** Commands queued after MULTI, or null outside a transaction. @type {Command[] | null} */
    let queued = null;
    /** Received, not yet answered. @type {Command[]} */
    const inbox = [];
    const answer = () => {
      while (!paused) {
        const args = inbox.shift();
        if (!args) break;
        const name = args[0].toUpperCase();
        if (name === 'MULTI') {
          queued = [];
          socket.write(simple('OK'));
        } else if (name === 'EXEC') {
          socket.write(array((queued ?? []).map(run)));
          queued = null;
        } else if (queued) {
          queued.push(args);
          socket.write(simple('QUEUED'));
        } else if (name === 'SUBSCRIBE') {
          const channels = subscriptions.get(socket) ?? new Set();
          subscriptions.set(socket, channels);
          for (const channel of args.slice(1)) {
            channels.add(channel);
            socket.write(array([bulk('subscribe'), bulk(channel), integer(channels.size)]));
          }
        } else {
          socket.write(run(args));
        }
      }
    };
    waiting.add(answer);
    socket.on('close', () => waiting.delete(answer));
    socket.on('data', (chunk) => {
      const { commands, rest } = parseCommands(Buffer.concat([pending, chunk]));
      pending = rest;
      log.push(...commands);
      inbox.push(...commands);
      answer();
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {net.AddressInfo} */ (server.address());

  return {
    port: address.port,
    url: `redis://127.0.0.1:${address.port}`,
    data,
    ttl,
    log,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const answer of waiting) answer();
    },
    /** How many connections are subscribed to a channel. @param {string} channel */
    subscribers: (channel) => [...subscriptions.values()].filter((c) => c.has(channel)).length,
    /** Stops listening and drops every connection, as a Redis that went down. */
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
