import { createHash, createHmac } from 'node:crypto';

// The hash SigV4 signing asks for, from node:crypto: the calls this app signs by hand (SQS's batch
// send, the live-update publish) carry the signer and the credential chain every SDK client already
// brings, and not a whole client for one operation.

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data) =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** The signer's hash: SHA-256, or its HMAC under a key. */
export class Sha256 {
  private readonly hash;
  constructor(secret?: Data) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: Data) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}
