type Tree = Map<unknown, unknown>;

/**
 * `make` with its answers kept by the raw values they were made from, one map level per value: the
 * strings a design holds are hashed once, so a lookup builds no key string (a key concatenated from
 * the values had to be flattened and hashed on every lookup, which cost more than the answer saved).
 * At most `limit` answers; all are dropped when full, which costs less than tracking age.
 */
export class ValueCache<A extends unknown[], T> {
  private tree: Tree = new Map();
  private size = 0;
  private lastValues: A | undefined;
  private lastAnswer: T | undefined;

  constructor(
    private readonly make: (...values: A) => T,
    private readonly limit = 256,
  ) {}

  /** The answer for `values` (compared as Map keys are), made the first time they are seen. */
  get(...values: A): T {
    // Neighbouring elements mostly repeat their settings: the last answer is checked first, with no
    // map lookups.
    const previous = this.lastValues;
    if (previous !== undefined) {
      let same = true;
      for (let i = 0; i < values.length; i += 1) {
        if (values[i] !== previous[i]) {
          same = false;
          break;
        }
      }
      if (same) return this.lastAnswer!;
    }
    let tree = this.tree;
    const last = values.length - 1;
    for (let i = 0; i < last; i += 1) {
      let next = tree.get(values[i]) as Tree | undefined;
      if (next === undefined) tree.set(values[i], (next = new Map()));
      tree = next;
    }
    let answer = tree.get(values[last]) as T | undefined;
    if (answer === undefined) {
      answer = this.make(...values);
      if (this.size >= this.limit) {
        this.tree = new Map();
        this.size = 0;
      } else {
        tree.set(values[last], answer);
        this.size += 1;
      }
    }
    this.lastValues = values;
    this.lastAnswer = answer;
    return answer;
  }
}
