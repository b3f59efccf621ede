/** Test-only: IndexedDB writes that fail, for the tests that prove a failed write leaves the old record. */
import { vi } from 'vitest';

const realPut = IDBObjectStore.prototype.put;

/** Makes every IndexedDB put fail the way a full disk ('throw') or a crash mid-transaction ('abort') would. */
export function failPuts(how: 'throw' | 'abort') {
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
    if (how === 'throw') throw new DOMException('Quota exceeded', 'QuotaExceededError');
    const request = realPut.apply(this, args);
    this.transaction.abort();
    return request;
  });
}
