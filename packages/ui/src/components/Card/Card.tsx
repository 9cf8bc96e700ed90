import type { HTMLAttributes } from 'react';
import { classNames } from '../../styles/classNames';
import * as styles from './Card.css';

export const cardVariants = ['outlined', 'elevated', 'sunken'] as const;
export type CardVariant = (typeof cardVariants)[number];

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * `outlined` sits on the page, `elevated` floats with a shadow, `sunken` groups secondary content.
   * @default 'outlined'
   */
  variant?: CardVariant;
}

/** A surface grouping related content: compose with CardHeader, CardContent and CardFooter. */
export function Card({ variant = 'outlined', className, ...props }: CardProps) {
  return <div {...props} className={classNames(styles.card({ variant }), className)} />;
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={classNames(styles.header, className)} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /**
   * The heading level, to fit the page's outline.
   * @default 3
   */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading {...props} className={classNames(styles.title, className)} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={classNames(styles.description, className)} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={classNames(styles.content, className)} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={classNames(styles.footer, className)} />;
}
