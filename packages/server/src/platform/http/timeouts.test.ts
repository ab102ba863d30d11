import { connect, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { authEndpoints, systemEndpoints, endpointUrl } from '@campus/contracts';
import { describeOnDatabase } from '../test/harness.ts';

describeOnDatabase('slow clients are cut off (issue 9)', (h) => {
  it('closes 200 connections that send half a body and go quiet', async () => {
    const app = await h().build({ timeouts: { headersMs: 300, requestMs: 600, checkIntervalMs: 100 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    const sockets: Socket[] = [];
    const closed = Array.from({ length: 200 }, async () => {
      const socket = connect(address.port, '127.0.0.1');
      sockets.push(socket);
      socket.on('error', () => {});
      // Resolves only when the server closes the connection (the test times out otherwise).
      // Flowing mode: a paused socket would never read the server's answer and end.
      socket.resume();
      const closedBy = new Promise<void>((r) => socket.once('close', () => r()));
      socket.write(
        `POST ${endpointUrl(authEndpoints.login)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"phone":`,
      );
      await closedBy;
    });
    await Promise.all(closed);
    expect(sockets.every((s) => s.destroyed)).toBe(true);
  });

  it('closes a connection whose headers never finish', async () => {
    const app = await h().build({ timeouts: { headersMs: 300, requestMs: 600, checkIntervalMs: 100 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    const socket = connect(address.port, '127.0.0.1');
    socket.on('error', () => {});
    socket.resume();
    socket.write(`GET ${endpointUrl(systemEndpoints.health)} HTTP/1.1\r\nHost: x\r\n`);
    await new Promise<void>((r) => socket.once('close', () => r()));
    expect(socket.destroyed).toBe(true);
  });
});
