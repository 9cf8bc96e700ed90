/**
 * How a cancel reaches batches already claimed (issue 26 §9). The process that took the cancel
 * knows at once (`noteCancelled`, called by the cancel route); other processes sharing the database
 * read the campaign's status at most every CANCEL_CHECK_MS while they send it. A message is checked
 * just before it is handed to the SMTP server, so after a cancel a process sends at most the
 * messages it had already handed over (SEND_SLOTS), plus, in another process, what it hands over
 * within CANCEL_CHECK_MS.
 */
export const CANCEL_CHECK_MS = 250;

/** Campaigns cancelled by this process, per database (tests run several in one process). */
const cancelledHere = new WeakMap<object, Set<number>>();
const cancelledIn = (database: { db: object }) => {
  let set = cancelledHere.get(database.db);
  if (!set) cancelledHere.set(database.db, (set = new Set()));
  return set;
};

/** This process cancelled the campaign: its own workers stop sending it at once. */
export function noteCancelled(database: { db: object }, campaignId: number): void {
  const set = cancelledIn(database);
  set.add(campaignId);
  // A campaign id is never reused; the set stays small (one number per cancel) and is trimmed.
  if (set.size > 10_000) set.delete(set.values().next().value!);
}

/** The check delivering makes before each message: this process's cancels, or the database's. */
export function cancelling(
  database: { db: object },
  stillSending: (campaignId: number) => Promise<boolean>,
  now = () => Date.now(),
) {
  const here = cancelledIn(database);
  const known = new Map<number, { at: number; cancelled: Promise<boolean> }>();
  return (campaignId: number): Promise<boolean> => {
    if (here.has(campaignId)) return Promise.resolve(true);
    const cached = known.get(campaignId);
    if (cached && now() - cached.at < CANCEL_CHECK_MS) return cached.cancelled;
    if (known.size > 1000) known.clear();
    const cancelled = stillSending(campaignId).then(
      (sending) => !sending,
      () => false,
    );
    known.set(campaignId, { at: now(), cancelled });
    return cancelled;
  };
}
