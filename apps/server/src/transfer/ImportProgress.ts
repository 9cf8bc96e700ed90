/** How far one import has read its file: rows of the total (0 when not known yet). */
export interface ImportProgressState {
  rowsRead: number;
  totalRows: number;
}

/** An id the client makes up for its import (a UUID); anything else is not tracked. */
const ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The imports running now, by account and the id their client chose, so that the client can ask
 * how far one is (`GET /api/contacts/import-file/progress/:id`) while its upload's request waits for
 * the answer. In memory: an import lives in one server process, as its request does.
 */
export class ImportProgress {
  private readonly running = new Map<string, ImportProgressState>();

  private key(ownerId: number, id: string) {
    return `${ownerId}:${id}`;
  }

  /** Starts tracking; the returned functions report and stop. Nothing when the id is unusable. */
  track(ownerId: number, id: string | undefined) {
    if (!id || !ID.test(id)) return { report: undefined, stop: () => undefined };
    const key = this.key(ownerId, id);
    this.running.set(key, { rowsRead: 0, totalRows: 0 });
    return {
      report: (rowsRead: number, totalRows: number) => {
        if (this.running.has(key)) this.running.set(key, { rowsRead, totalRows });
      },
      stop: () => {
        this.running.delete(key);
      },
    };
  }

  get(ownerId: number, id: string): ImportProgressState | undefined {
    return this.running.get(this.key(ownerId, id));
  }
}
