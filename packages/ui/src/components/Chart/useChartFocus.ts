import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** A point of the plot: which series, which category. */
export interface ChartSpot {
  series: number;
  index: number;
}

/**
 * The plot's keyboard and pointer state: one tab stop for the whole plot (a roving tab index, as
 * in a grid) that the arrows, Home and End move between points, and the point whose values the
 * tooltip shows (the focused one, else the one under the pointer).
 */
export function useChartFocus(seriesCount: number, categoryCount: number) {
  const [active, setActive] = useState<ChartSpot | null>(null);
  // The roving tab stop: the last point focused, so Tab back into the plot returns there.
  const [stop, setStop] = useState<ChartSpot>({ series: 0, index: 0 });
  const [focusTarget, setFocusTarget] = useState<ChartSpot | null>(null);
  const marks = useRef(new Map<string, SVGElement>());

  useEffect(() => {
    if (!focusTarget) return;
    marks.current.get(`${focusTarget.series}:${focusTarget.index}`)?.focus();
  }, [focusTarget]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = categoryCount - 1;
    const moves: Record<string, ChartSpot> = {
      ArrowRight: { ...stop, index: Math.min(last, stop.index + 1) },
      ArrowLeft: { ...stop, index: Math.max(0, stop.index - 1) },
      ArrowDown: { ...stop, series: Math.min(seriesCount - 1, stop.series + 1) },
      ArrowUp: { ...stop, series: Math.max(0, stop.series - 1) },
      Home: { ...stop, index: 0 },
      End: { ...stop, index: last },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    setStop(next);
    setFocusTarget(next);
  };

  /** The props of one point's mark: its place in the roving tab order and its focus and hover. */
  const pointProps = (spot: ChartSpot) => ({
    ref: (element: SVGElement | null) => {
      const key = `${spot.series}:${spot.index}`;
      if (element) marks.current.set(key, element);
      else marks.current.delete(key);
    },
    tabIndex: stop.series === spot.series && stop.index === spot.index ? 0 : -1,
    'data-active': (active?.series === spot.series && active.index === spot.index) || undefined,
    onFocus: () => {
      setActive(spot);
      setStop(spot);
    },
    onBlur: () => setActive(null),
    onPointerEnter: () => setActive(spot),
  });

  return { active, onKeyDown, onPointerLeave: () => setActive(null), pointProps };
}
