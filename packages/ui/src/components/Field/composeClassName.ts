import { composeRenderProps } from 'react-aria-components';

/** Puts a component's own class first and keeps the caller's className, static or a render prop. */
export function composeClassName<V>(
  ownClassName: string,
  className: string | ((values: V) => string) | undefined,
): (values: V) => string {
  return composeRenderProps(className, (userClassName: string | undefined) =>
    userClassName ? `${ownClassName} ${userClassName}` : ownClassName,
  );
}
