import { composeRenderProps } from 'react-aria-components';

/** Joins class names with a space, skipping the empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** Puts a component's own class first and keeps the caller's className, static or a render prop. */
export function composeClassName<V>(
  ownClassName: string,
  className: string | ((values: V) => string) | undefined,
): (values: V) => string {
  return composeRenderProps(className, (userClassName: string | undefined) =>
    classNames(ownClassName, userClassName),
  );
}
