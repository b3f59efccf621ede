/**
 * An address for display in tight places: first 6 … last 4 characters. Display only: wherever the user confirms
 * a recipient, the full address is shown instead (DESIGN.md §8).
 */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}
