/**
 * Round tick values from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten, at most
 * `count` intervals. The axis always starts at 0 so bar heights and line levels compare honestly.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  // Counts are whole numbers: a step below 1 would label the axis 0.5, 1.5.
  const wholeStep = Math.max(1, step);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + wholeStep; tick += wholeStep) {
    ticks.push(tick);
    if (tick >= max) break;
  }
  return ticks;
}

/** Maps `value` from [d0, d1] onto [r0, r1]; a zero-width domain maps to the middle. */
export function scaleLinear(value: number, [d0, d1]: [number, number], [r0, r1]: [number, number]) {
  if (d1 === d0) return (r0 + r1) / 2;
  return r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/**
 * Which of `count` category labels to print so they do not overlap: every one when they fit,
 * otherwise evenly spaced ones, always the first and the last.
 */
export function labelledIndexes(count: number, maxLabels: number): number[] {
  if (count <= maxLabels) return Array.from({ length: count }, (_, i) => i);
  const keep = Math.max(2, maxLabels);
  const step = (count - 1) / (keep - 1);
  return [...new Set(Array.from({ length: keep }, (_, i) => Math.round(i * step)))];
}
