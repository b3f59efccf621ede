// @vitest-environment node
import { Address, generateAccount, getApplicationAddress, isValidAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { isChecksummedAddress } from './address';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** algosdk's verdict, restricted to the canonical spelling of the decoded key. */
const algosdkAccepts = (text: string) => isValidAddress(text) && Address.fromString(text).toString() === text;

describe('isChecksummedAddress', () => {
  const addresses = [
    ...Array.from({ length: 200 }, () => generateAccount().addr.toString()),
    ...Array.from({ length: 50 }, (_, i) => getApplicationAddress(BigInt(i + 1)).toString()),
    Address.zeroAddress().toString(),
  ];

  it('accepts every address algosdk generates', () => {
    for (const address of addresses) expect(isChecksummedAddress(address)).toBe(true);
  });

  it('agrees with algosdk on thousands of one-character corruptions', () => {
    let refused = 0;
    addresses.forEach((address, n) => {
      for (let k = 0; k < 12; k++) {
        const at = (n * 7 + k * 5) % address.length;
        const replacement = BASE32[(BASE32.indexOf(address[at]) + 1 + k) % BASE32.length];
        const corrupted = address.slice(0, at) + replacement + address.slice(at + 1);
        expect(isChecksummedAddress(corrupted), corrupted).toBe(algosdkAccepts(corrupted));
        if (!isChecksummedAddress(corrupted)) refused++;
      }
    });
    expect(refused).toBeGreaterThan(addresses.length * 11);
  });

  it('refuses wrong lengths, lower case and characters outside base32', () => {
    const [address] = addresses;
    expect(isChecksummedAddress(address.slice(1))).toBe(false);
    expect(isChecksummedAddress(address + 'A')).toBe(false);
    expect(isChecksummedAddress(address.toLowerCase())).toBe(false);
    expect(isChecksummedAddress(address.slice(0, -1) + '1')).toBe(false);
    expect(isChecksummedAddress('')).toBe(false);
  });
});
