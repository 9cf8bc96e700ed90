import { FileTrigger as RACFileTrigger, type FileTriggerProps } from 'react-aria-components';

/**
 * Opens the system file picker when its child (usually a Button) is pressed, with mouse or
 * keyboard, and calls `onSelect` with the chosen files. `acceptedFileTypes` limits the choice
 * (e.g. `['.csv', '.xlsx', '.pdf']`), `allowsMultiple` allows several.
 */
export function FileTrigger(props: FileTriggerProps) {
  return <RACFileTrigger {...props} />;
}

export type { FileTriggerProps };
