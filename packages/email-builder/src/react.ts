export {
  EmailBuilder,
  EMAIL_BUILDER_TABS,
  type EmailBuilderProps,
  type EmailBuilderTab,
} from './react/EmailBuilder/EmailBuilder';
export { PREVIEW_WIDTHS, type PreviewWidth } from './react/EmailBuilder/PreviewPane';
export {
  POINTER_DRAG_DISTANCE,
  TOUCH_DRAG_DELAY,
  TOUCH_DRAG_TOLERANCE,
} from './react/canvas/DesignCanvas';
export { ELEMENT_LABELS, describeElement } from './react/elementLabels';
export { DEFAULT_MESSAGES, type EmailBuilderMessages } from './react/messages';
export { type MergeTagMenuProps } from './react/panels/MergeTagMenu';
export {
  ImageLibraryDialog,
  type ImageLibraryDialogProps,
} from './react/imageLibrary/ImageLibraryDialog';
export {
  formatBytes,
  type ImageLibrary,
  type ImageLibraryPage,
  type LibraryImage,
} from './react/imageLibrary/ImageLibrary';
