// Is a port free for our server? Asked by listening on it the way the server will, not by
// probing it: a probe answered by another program looked like our own server ready.
import net from 'node:net';

/**
 * @param {number} port @param {string} host the address the server binds (0.0.0.0: every address)
 * @returns {Promise<null | string>} null when free; else why not ('in use', 'not permitted', …)
 */
export function portProblem(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE') resolve('in use');
      else if (error.code === 'EACCES') resolve('not permitted to this user');
      else resolve(`unusable (${error.code ?? error.message})`);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}
