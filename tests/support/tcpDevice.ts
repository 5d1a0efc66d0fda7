import net from 'node:net';

/** A raw TCP client playing a tracker: collects every byte the server sends, and sees the close. */
export class TcpDevice {
  received = Buffer.alloc(0);
  closed = false;
  private readonly socket: net.Socket;
  readonly connected: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect({ port, host: '127.0.0.1' });
    this.connected = new Promise((resolve) => this.socket.once('connect', () => resolve()));
    this.socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => {
      this.closed = true;
    });
  }

  /** Sends bytes (as they are). */
  send(bytes: Uint8Array): void {
    this.socket.write(bytes);
  }

  /** Closes from the device's side. */
  end(): void {
    this.socket.destroy();
  }
}
