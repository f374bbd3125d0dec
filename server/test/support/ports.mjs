// The loopback ports the server tests listen on.

/**
 * The port a listening server was given.
 * @param {import('node:net').Server} server
 */
export function portOf(server) {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  return address.port;
}

/**
 * Listens on a free port of `host`; answers the port.
 * @param {import('node:net').Server} server
 */
export async function listening(server, host = '127.0.0.1') {
  await new Promise((resolve) => server.listen(0, host, () => resolve(undefined)));
  return portOf(server);
}
