/**
 * `check` with its answers kept, at most `size` of them (all dropped when full, which costs less than
 * tracking age): the renderer's slowest checks see the same few values over and over.
 */
export function boundedMemo<T>(check: (value: string) => T, size = 256): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    let answer = answers.get(value);
    if (answer === undefined && !answers.has(value)) {
      answer = check(value);
      if (answers.size >= size) answers.clear();
      answers.set(value, answer);
    }
    return answer as T;
  };
}
