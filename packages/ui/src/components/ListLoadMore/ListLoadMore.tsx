import { useEffect, useRef } from 'react';
import { classNames } from '../../styles/classNames';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ListLoadMore.css';

export interface ListLoadMoreProps {
  /** Called when the end of the list comes within `scrollOffset` of the view: fetch the next page. */
  onLoadMore: () => void;
  /**
   * Whether the next page is being fetched: a spinner shows.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The accessible name of the spinner.
   * @default 'Loading more'
   */
  label?: string;
  /**
   * How far below the view (in px) the end may still be when the next page is asked for.
   * @default 200
   */
  scrollOffset?: number;
  /**
   * A class for the row the sentinel takes.
   * @default undefined
   */
  className?: string;
}

/**
 * The end of a list that is not a table (a grid of cards), as `TableLoadMore` is of a table:
 * `onLoadMore` runs as it scrolls into view, whatever scrolls it (the page, a dialog, the
 * keyboard moving focus down the list), and again while it stays in view after a page arrives.
 */
export function ListLoadMore({
  onLoadMore,
  isLoading = false,
  label = 'Loading more',
  scrollOffset = 200,
  className,
}: ListLoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onLoadMore);
  useEffect(() => {
    callback.current = onLoadMore;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || isLoading) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) callback.current();
      },
      { rootMargin: `0px 0px ${scrollOffset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isLoading, scrollOffset]);
  return (
    <div ref={ref} className={classNames(styles.loadMore, className)}>
      {isLoading && <Spinner size="sm" aria-label={label} />}
    </div>
  );
}
