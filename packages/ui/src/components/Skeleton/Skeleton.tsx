import type { CSSProperties, HTMLAttributes } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * `text` is one line of text high, `rect` a block, `circle` an avatar.
   * @default 'text'
   */
  shape?: SkeletonShape;
  /**
   * Width as a CSS length (or pixels); defaults to the shape's width.
   * @default undefined
   */
  width?: CSSProperties['width'];
  /**
   * Height as a CSS length (or pixels); defaults to the shape's height.
   * @default undefined
   */
  height?: CSSProperties['height'];
}

/**
 * A placeholder with a shimmer while content loads. Hidden from assistive technology: mark the
 * loading region with `aria-busy` instead.
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  const own = styles.skeleton({ shape });
  return (
    <span
      aria-hidden="true"
      {...props}
      className={className ? `${own} ${className}` : own}
      style={{ width, height, ...style }}
    />
  );
}
