import type { Query } from '@tanstack/react-query';
import type { CopyKey } from '../../i18n';

/** What a query-options factory may say about its reads: react-query's `meta`, typed through its Register. */
// A type, not an interface: react-query narrows `meta` only to something assignable to Record<string, unknown>.
export type ReadMeta = {
  /** The toast a failed read raises, once per failure episode (e.g. 'errors.balances'). */
  errorToast?: CopyKey;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ReadMeta;
  }
}

/** Any query of the cache, as its handlers receive it. */
type CachedQuery = Query<unknown, unknown>;

/**
 * The read failures of one query client, told once per failure episode: a query polled every 5 s that keeps failing
 * is told once, and again only after it has answered in between. Fed by the client's QueryCache (../queryClient);
 * told to whoever listens (the page's toasts: useReadFailureToasts), and to nobody before that.
 */
export class ReadFailures {
  private readonly told = new WeakSet<CachedQuery>();
  private listener: ((toast: CopyKey) => void) | null = null;

  /** The QueryCache's onError: the query's toast, unless this episode already had it. */
  failed = (query: CachedQuery) => {
    const toast = query.meta?.errorToast;
    if (!toast || !this.listener || this.told.has(query)) return;
    this.told.add(query);
    this.listener(toast);
  };

  /** The QueryCache's onSuccess: the episode is over, the next failure is told again. */
  answered = (query: CachedQuery) => {
    this.told.delete(query);
  };

  /** Tells `listener` each failure from now on; returns the call that stops it. */
  listen(listener: (toast: CopyKey) => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = null;
    };
  }
}
