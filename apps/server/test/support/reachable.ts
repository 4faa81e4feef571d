import { Socket } from 'node:net';

/** Whether a TCP connection to the URL's host and port opens within a second (a service a test needs is running). */
export async function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const socket = new Socket();
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.setTimeout(1000, () => resolve(false));
    socket.connect(Number(port || defaultPort), hostname);
  });
  socket.destroy();
  return connected;
}
