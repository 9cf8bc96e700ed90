import { useState } from 'react';
import { Button, DialogTrigger, FileTrigger, TextField } from '@crm/ui';
import { imageSourceProblem } from '../../../core/imageProblems';
import type { DesignElement } from '../../../core/schema';
import { UPLOADABLE_IMAGE_TYPES } from '../../canvas/ImageDropTarget';
import type { ImageLibrary } from '../../imageLibrary/ImageLibrary';
import { ImageLibraryDialog } from '../../imageLibrary/ImageLibraryDialog';
import { useMessages } from '../../messages';
import * as styles from '../panels.css';
import type { SettingChange } from './SettingChange';

export interface ImageFieldsProps {
  /** An image element. */
  element: DesignElement;
  /** Called with the image's new source (its content). */
  onContentChange: (content: string) => void;
  /** Called with one changed setting ('' clears it). */
  onSettingChange: SettingChange;
  /** Uploads a file and resolves to its URL; without it, the URL field only. */
  onUploadImage?: (file: File) => Promise<string>;
  /** The account's earlier uploads; with it, 'Choose from library'. */
  imageLibrary?: ImageLibrary;
}

/**
 * An image's source (a URL, 'Upload image' with its progress and failure, or 'Choose from library'
 * to pick an earlier upload), what is wrong with it
 * for mail clients (a placeholder, a data: URI, an SVG: the email leaves such an image out), and its
 * alt text.
 */
export function ImageFields({
  element,
  onContentChange,
  onSettingChange,
  onUploadImage,
  imageLibrary,
}: ImageFieldsProps) {
  const t = useMessages();
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const startUpload = (file: File, uploadImage: (file: File) => Promise<string>) => {
    setUpload({ busy: true });
    uploadImage(file).then(
      (url) => {
        setUpload({ busy: false });
        onContentChange(url);
      },
      (error: unknown) =>
        setUpload({
          busy: false,
          error: t.uploadFailed(error instanceof Error ? error.message : String(error)),
        }),
    );
  };
  const problem = imageSourceProblem(element.content);
  return (
    <>
      {problem && (
        <p className={styles.warning} role="status">
          {problem === 'placeholder' ? t.placeholderImageWarning : t.unsupportedImageWarning}
        </p>
      )}
      <TextField
        label={t.imageUrl}
        value={element.content}
        onChange={onContentChange}
        description={t.imageUrlDescription}
      />
      {(onUploadImage || imageLibrary) && (
        <div className={styles.actionRow}>
          {onUploadImage && (
            <FileTrigger
              acceptedFileTypes={UPLOADABLE_IMAGE_TYPES}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) startUpload(file, onUploadImage);
              }}
            >
              <Button variant="secondary" size="sm" isDisabled={upload.busy}>
                {upload.busy ? t.uploading : t.uploadImage}
              </Button>
            </FileTrigger>
          )}
          {imageLibrary && (
            <DialogTrigger>
              <Button variant="secondary" size="sm" isDisabled={upload.busy}>
                {t.chooseFromLibrary}
              </Button>
              <ImageLibraryDialog
                library={imageLibrary}
                onChoose={(image) => {
                  setUpload({ busy: false });
                  onContentChange(image.url);
                }}
              />
            </DialogTrigger>
          )}
        </div>
      )}
      {upload.error && (
        <p className={styles.warning} role="alert">
          {upload.error}
        </p>
      )}
      <TextField
        label={t.altText}
        value={element.settings.altText ?? ''}
        onChange={(value) => onSettingChange('altText', value)}
      />
    </>
  );
}
