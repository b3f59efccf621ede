/** The indexer's order of accounts (by raw public key), for its searches and paging. */

/**
 * A sort key whose string order is the order of the raw public keys: base32 digits 2–7 encode
 * larger values than the letters but sort before them in ASCII, so move them after 'Z'.
 */
export const rawKeyOrder = (address: string): string =>
  address.replace(/[2-7]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 41));
