import { createContext, useContext } from 'react';
import type { ElementType } from '../core/schema';
import { ELEMENT_LABELS } from './elementLabels';

/**
 * Every text the widget shows or announces, English by default. Pass the ones to change through
 * `EmailBuilder`'s `messages` prop; texts with a value in them are functions.
 */
export interface EmailBuilderMessages {
  elementLabels: Record<ElementType, string>;
  tabList: string;
  designTab: string;
  contentTab: string;
  previewTab: string;
  undo: string;
  redo: string;
  preview: string;
  editMode: string;
  htmlLabel: string;
  htmlDescription: string;
  previewWidth: string;
  desktop: string;
  mobile: string;
  colorScheme: string;
  light: string;
  dark: string;
  previewTitle: string;
  emailStyle: string;
  addElement: string;
  add: (element: string) => string;
  elementSettings: (element: string) => string;
  back: string;
  remove: string;
  lowContrast: (ratio: number, required: number) => string;
  lowContrastBadge: (ratio: number) => string;
  content: string;
  buttonText: string;
  imageUrl: string;
  imageUrlDescription: string;
  altText: string;
  uploadImage: string;
  uploading: string;
  uploadFailed: (reason: string) => string;
  /** An image's action that opens the image library (with `EmailBuilder`'s `imageLibrary`). */
  chooseFromLibrary: string;
  imageLibrary: string;
  imageLibraryDescription: string;
  /** The library's description where images are only managed, not chosen. */
  imageLibraryManageDescription: string;
  /** The storage meter's name and its value in words. */
  imageStorage: string;
  storageUsed: (used: string, quota: string) => string;
  loadingImages: string;
  imagesNotLoaded: (reason: string) => string;
  tryAgain: string;
  noImagesYet: string;
  noImagesYetHint: string;
  /** An image in the library, for screen readers: its name, size and upload date. */
  libraryImage: (name: string, size: string, date: string) => string;
  deleteLabel: string;
  deleteImage: (name: string) => string;
  deleteImageTitle: string;
  /** What deleting an image does; the host's `remove` decides it, so say it true to the host. */
  deleteImageWarning: (name: string) => string;
  deleteImageConfirm: string;
  imageDeleted: (name: string) => string;
  imageNotDeleted: (reason: string) => string;
  /** On the canvas, over an image with no source yet: the email leaves it out. */
  placeholderImageBadge: string;
  /** On the canvas, over an image mail clients do not show (a data: URI, an SVG). */
  unsupportedImageBadge: string;
  /** In an image's settings, while it is a placeholder. */
  placeholderImageWarning: string;
  /** In an image's settings, while mail clients would not show it. */
  unsupportedImageWarning: string;
  /** Over the preview, when images are left out of the email. */
  imagesLeftOut: (count: number) => string;
  dropImageToAdd: string;
  dropImageToReplace: string;
  dropImagesOnly: string;
  notAnImage: (fileNames: readonly string[]) => string;
  uploadingImage: (position: number, count: number) => string;
  imageAdded: string;
  imageReplaced: string;
  dismiss: string;
  url: string;
  linkUrl: string;
  urlDescription: string;
  fontSize: string;
  fontFamily: string;
  textColor: string;
  backgroundColor: string;
  alignment: string;
  alignments: Record<'left' | 'center' | 'right', string>;
  width: string;
  height: string;
  border: string;
  borderRadius: string;
  padding: string;
  contentWidth: string;
  useLength: (example: string) => string;
  useBorder: string;
  colorPicker: (field: string) => string;
  insertMergeTag: string;
  insertMergeTagInto: (field: string) => string;
  formatText: string;
  formatting: (field: string) => string;
  bold: string;
  italic: string;
  underline: string;
  link: string;
  applyLink: string;
  linkInvalid: string;
  bulletedList: string;
  numberedList: string;
  layout: string;
  column: (position: number) => string;
  addToColumn: (position: number) => string;
  emptyColumn: string;
  moveUp: (element: string) => string;
  moveDown: (element: string) => string;
  emailElements: string;
  emptyCanvas: string;
  move: (element: string) => string;
  edit: (element: string) => string;
  pickedUp: (element: string, position: number, count: number) => string;
  over: (element: string, position: number, count: number) => string;
  notOver: (element: string) => string;
  dropped: (element: string, position: number, count: number) => string;
  droppedOutside: (element: string) => string;
  cancelled: (element: string) => string;
  inColumn: (element: string, column: number, parent: string) => string;
  columnOf: (column: number, parent: string) => string;
  overInColumn: (
    element: string,
    position: number,
    count: number,
    column: number,
    parent: string,
  ) => string;
  droppedInColumn: (
    element: string,
    position: number,
    count: number,
    column: number,
    parent: string,
  ) => string;
  dragInstructions: string;
}

/** The widget's English texts. */
export const DEFAULT_MESSAGES: EmailBuilderMessages = {
  elementLabels: ELEMENT_LABELS,
  tabList: 'Email builder',
  designTab: 'Design',
  contentTab: 'Content',
  previewTab: 'Preview',
  undo: 'Undo',
  redo: 'Redo',
  preview: 'Preview',
  editMode: 'Edit Mode',
  htmlLabel: 'HTML',
  htmlDescription:
    'Generated from the design and read-only: change the email in the Design tab. Select and copy this HTML to use it elsewhere.',
  previewWidth: 'Preview width',
  desktop: 'Desktop',
  mobile: 'Mobile',
  colorScheme: 'Color scheme',
  light: 'Light',
  dark: 'Dark',
  previewTitle: 'Email preview',
  emailStyle: 'Email Style',
  addElement: 'Add Element',
  add: (element) => `Add ${element}`,
  elementSettings: (element) => `Element Settings: ${element}`,
  back: 'Back',
  remove: 'Remove',
  lowContrast: (ratio, required) =>
    `Low contrast: ${ratio}:1 between the text and its background. Aim for at least ${required}:1 so everyone can read it.`,
  lowContrastBadge: (ratio) => `Low contrast ${ratio}:1`,
  content: 'Content',
  buttonText: 'Button Text',
  imageUrl: 'Image URL',
  imageUrlDescription:
    'An https:// address of a PNG, JPEG, GIF or WebP image. Left empty, the image is a placeholder the email leaves out.',
  altText: 'Alt Text',
  uploadImage: 'Upload image',
  uploading: 'Uploading…',
  uploadFailed: (reason) => `The image could not be uploaded: ${reason}`,
  chooseFromLibrary: 'Choose from library',
  imageLibrary: 'Image library',
  imageLibraryDescription: 'Images you uploaded earlier. Choose one to use it in this block.',
  imageLibraryManageDescription:
    'Images you uploaded for your emails. Delete the ones you no longer use to free storage.',
  imageStorage: 'Image storage',
  storageUsed: (used, quota) => `${used} of ${quota} used`,
  loadingImages: 'Loading images…',
  imagesNotLoaded: (reason) => `The images could not be loaded: ${reason}`,
  tryAgain: 'Try again',
  noImagesYet: 'No images yet',
  noImagesYetHint:
    'Images you upload are kept here, to use again in any email. Close this and choose Upload image.',
  libraryImage: (name, size, date) => `${name}, ${size}, uploaded ${date}`,
  deleteLabel: 'Delete',
  deleteImage: (name) => `Delete ${name}`,
  deleteImageTitle: 'Delete this image?',
  deleteImageWarning: (name) =>
    `${name} is removed from your image library and its address stops working: emails already sent and templates that use it will show a missing image instead. This cannot be undone.`,
  deleteImageConfirm: 'Delete image',
  imageDeleted: (name) => `${name} was deleted.`,
  imageNotDeleted: (reason) => `The image could not be deleted: ${reason}`,
  placeholderImageBadge: 'Placeholder: not sent',
  unsupportedImageBadge: 'Not shown by mail clients: not sent',
  placeholderImageWarning:
    'This image is still a placeholder, so the email leaves it out. Add an https:// address or upload an image.',
  unsupportedImageWarning:
    'Mail clients such as Gmail and Outlook do not show this image (a data: address or an SVG), so the email leaves it out. Use an https:// address of a PNG, JPEG, GIF or WebP image, or upload one.',
  imagesLeftOut: (count) =>
    count === 1
      ? '1 image is left out of this email: it is a placeholder, or mail clients do not show it.'
      : `${count} images are left out of this email: they are placeholders, or mail clients do not show them.`,
  dropImageToAdd: 'Drop to add the image here',
  dropImageToReplace: 'Drop to replace this image',
  dropImagesOnly: 'Only PNG, JPEG, GIF and WebP images can be uploaded.',
  notAnImage: (fileNames) =>
    `Not uploaded: ${new Intl.ListFormat('en').format(fileNames)}. Only PNG, JPEG, GIF and WebP images can be uploaded.`,
  uploadingImage: (position, count) =>
    count > 1 ? `Uploading image ${position} of ${count}…` : 'Uploading…',
  imageAdded: 'Image added to the email.',
  imageReplaced: 'Image replaced.',
  dismiss: 'Dismiss',
  url: 'URL',
  linkUrl: 'Link URL',
  urlDescription: 'http, https, mailto or tel links, or a merge tag such as {{unsubscribeUrl}}.',
  fontSize: 'Font Size',
  fontFamily: 'Font Family',
  textColor: 'Text Color',
  backgroundColor: 'Background Color',
  alignment: 'Alignment',
  alignments: { left: 'Left', center: 'Center', right: 'Right' },
  width: 'Width',
  height: 'Height',
  border: 'Border',
  borderRadius: 'Border Radius',
  padding: 'Padding',
  contentWidth: 'Content Width',
  useLength: (example) => `Use a length such as ${example}`,
  useBorder: 'Use a border such as 1px solid #dddddd',
  colorPicker: (field) => `${field} picker`,
  insertMergeTag: 'Insert merge tag',
  insertMergeTagInto: (field) => `Insert merge tag into ${field}`,
  formatText: 'Format text',
  formatting: (field) => `Formatting of ${field}`,
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  link: 'Link',
  applyLink: 'Apply link',
  linkInvalid: 'Use an http, https, mailto or tel link, or a merge tag.',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  layout: 'Layout',
  column: (position) => `Column ${position}`,
  addToColumn: (position) => `Add to column ${position}`,
  emptyColumn: 'Empty column',
  moveUp: (element) => `Move ${element} up`,
  moveDown: (element) => `Move ${element} down`,
  emailElements: 'Email elements',
  emptyCanvas: 'Add an element to start your email.',
  move: (element) => `Move ${element}`,
  edit: (element) => `Edit ${element}: `,
  pickedUp: (element, position, count) => `Picked up ${element}, position ${position} of ${count}.`,
  over: (element, position, count) => `${element} is over position ${position} of ${count}.`,
  notOver: (element) => `${element} is no longer over the list.`,
  dropped: (element, position, count) => `Dropped ${element} at position ${position} of ${count}.`,
  droppedOutside: (element) => `Dropped ${element} outside the list; nothing moved.`,
  cancelled: (element) => `Moving ${element} was cancelled; nothing moved.`,
  inColumn: (element, column, parent) => `${element} in column ${column} of ${parent}`,
  columnOf: (column, parent) => `Column ${column} of ${parent}`,
  overInColumn: (element, position, count, column, parent) =>
    `${element} is over position ${position} of ${count} in column ${column} of ${parent}.`,
  droppedInColumn: (element, position, count, column, parent) =>
    `Dropped ${element} at position ${position} of ${count} in column ${column} of ${parent}.`,
  dragInstructions:
    'To move an element, press Space or Enter to pick it up, use the up and down arrow keys to move it one place at a time (a block goes into each column of a Columns element and out again), then press Space or Enter to drop it, or Escape to cancel.',
};

export const MessagesContext = createContext<EmailBuilderMessages>(DEFAULT_MESSAGES);

/** The widget's texts: the defaults with what the integrator passed over them. */
export const useMessages = () => useContext(MessagesContext);
