export { formatBytes } from '../../core/formatBytes';

/** An image the account uploaded earlier, as the host's image library lists it. */
export interface LibraryImage {
  /** The host's id of the image: what `remove` takes. */
  id: string;
  /** The image's address: what the image block's source becomes when it is chosen. */
  url: string;
  /** The file's name, when the host kept it; without it the image is named by its type. */
  name?: string;
  /** The image's type (`image/png`, ...), named when there is no `name`. */
  contentType?: string;
  /** Its size in bytes. */
  size: number;
  /** When it was uploaded (an ISO 8601 date-time). */
  createdAt: string;
}

/** What `ImageLibrary.list` resolves to: the images, newest first, and the storage they use. */
export interface ImageLibraryPage {
  images: readonly LibraryImage[];
  /** Bytes the account's images use; with `quotaBytes`, the library shows a storage meter. */
  usedBytes?: number;
  /** Bytes the account's images may use in all. */
  quotaBytes?: number;
}

/**
 * The account's earlier uploads, for an image block's 'Choose from library' (the host's, like
 * `onUploadImage`: the builder stores nothing). A rejection shows its message.
 */
export interface ImageLibrary {
  /** The images, newest first, and the storage they use. */
  list(): Promise<ImageLibraryPage>;
  /** Deletes one image; without it, the library offers no Delete. */
  remove?(id: string): Promise<void>;
}

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

/** The name an image goes by: its file name, else its type ("PNG image"). */
export function imageName(image: LibraryImage): string {
  const type = image.contentType ? TYPE_NAMES[image.contentType] : undefined;
  return image.name?.trim() || (type ? `${type} image` : 'Image');
}
