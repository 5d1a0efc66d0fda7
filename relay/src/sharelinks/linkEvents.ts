/** What the owner router tells the viewers' gateway: a link's expiry moved, or it is gone. */
export interface LinkEvents {
  expiryChanged(linkId: string, exp: number): void;
  revoked(linkId: string): void;
}
