export interface LeanMessage {
    /** The message's first bytes (up to 200). */
    head: Buffer;
    /** The message's last bytes (up to 400; may overlap `head`). */
    tail: Buffer;
    binary: boolean;
    length: number;
}
export declare class LeanWebSocket {
    private readonly socket;
    private open;
    private handshake;
    /** Bytes of a frame header not yet complete. */
    private pending;
    /** Payload bytes still to come in the current frame. */
    private left;
    private fin;
    /** The message being read (across its fragments). */
    private head;
    private headBytes;
    private tail;
    private length;
    private binary;
    /** Payload of a control frame (ping, close), kept whole: at most 125 bytes. */
    private control;
    private closed;
    onmessage: (message: LeanMessage) => void;
    onclose: () => void;
    constructor(url: string);
    /** Sends a text message (masked, as a client must). */
    send(text: string): void;
    /** Drops the connection at once (as `ws`'s `terminate`). */
    terminate(): void;
    private end;
    private onData;
    /**
     * Reads a frame header at `chunk[at]`, after any bytes kept from the last chunk. Returns how many
     * of the chunk's bytes it used, or -1 when the header is not complete yet (the bytes are kept).
     */
    private readHeader;
    private frameOpcode;
    private keep;
    private payload;
    private frameDone;
    private sendControl;
}
