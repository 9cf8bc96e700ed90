import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AlertDialog,
  Button,
  Dialog,
  EmptyState,
  GridList,
  GridListItem,
  Meter,
  Modal,
  Spinner,
  type ModalProps,
} from '@crm/ui';
import { builderThemeStyle } from '../builderTheme';
import { useMessages } from '../messages';
import * as styles from './ImageLibraryDialog.css';
import { formatBytes, imageName, type ImageLibrary, type LibraryImage } from './ImageLibrary';

export interface ImageLibraryDialogProps extends Pick<
  ModalProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** Where the images come from and go (the host's). */
  library: ImageLibrary;
  /**
   * Called with the chosen image; the dialog then closes. Without it, the library only shows and
   * deletes images (a host's settings screen managing its storage).
   * @default undefined
   */
  onChoose?: (image: LibraryImage) => void;
}

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; images: readonly LibraryImage[]; usedBytes?: number; quotaBytes?: number };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/**
 * The account's earlier uploads as a grid of thumbnails with their name, size and date (a RAC
 * GridList: arrow keys between images, Enter or a press chooses one, Tab reaches an image's
 * Delete), the storage they use of the quota as a meter, Delete with a confirmation, and the
 * loading, failed and empty states. It reads the library each time it opens.
 */
export function ImageLibraryDialog({ library, onChoose, ...modalProps }: ImageLibraryDialogProps) {
  const t = useMessages();
  return (
    <Modal {...modalProps} size="lg">
      <Dialog
        title={t.imageLibrary}
        description={onChoose ? t.imageLibraryDescription : t.imageLibraryManageDescription}
      >
        {({ close }) => (
          <LibraryBody
            library={library}
            onChoose={
              onChoose &&
              ((image) => {
                onChoose(image);
                close();
              })
            }
          />
        )}
      </Dialog>
    </Modal>
  );
}

function LibraryBody({
  library,
  onChoose,
}: {
  library: ImageLibrary;
  onChoose: ((image: LibraryImage) => void) | undefined;
}) {
  const t = useMessages();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [toDelete, setToDelete] = useState<LibraryImage | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // Loading is the first state: the effect only asks; Try again shows loading again first.
  const fetchList = useCallback(() => {
    library.list().then(
      (page) => mounted.current && setLoad({ status: 'loaded', ...page }),
      (error: unknown) =>
        mounted.current && setLoad({ status: 'failed', message: t.imagesNotLoaded(reason(error)) }),
    );
  }, [library, t]);
  useEffect(fetchList, [fetchList]);
  const retry = () => {
    setLoad({ status: 'loading' });
    fetchList();
  };

  const remove = (image: LibraryImage, removeImage: (id: string) => Promise<void>) => {
    setOutcome(null);
    removeImage(image.id).then(
      () => {
        if (!mounted.current) return;
        setLoad((current) =>
          current.status === 'loaded'
            ? {
                ...current,
                images: current.images.filter((each) => each.id !== image.id),
                usedBytes:
                  current.usedBytes === undefined
                    ? undefined
                    : Math.max(0, current.usedBytes - image.size),
              }
            : current,
        );
        setOutcome({ text: t.imageDeleted(imageName(image)), failed: false });
      },
      (error: unknown) =>
        mounted.current && setOutcome({ text: t.imageNotDeleted(reason(error)), failed: true }),
    );
  };

  return (
    <div style={builderThemeStyle} className={styles.body}>
      {load.status === 'loaded' &&
        load.usedBytes !== undefined &&
        load.quotaBytes !== undefined && (
          <Meter
            aria-label={t.imageStorage}
            value={Math.min(load.usedBytes, load.quotaBytes)}
            maxValue={load.quotaBytes}
            valueLabel={t.storageUsed(formatBytes(load.usedBytes), formatBytes(load.quotaBytes))}
          />
        )}
      {/* Always present, so that what a delete did is announced when it is written. */}
      <p
        className={outcome?.failed ? styles.failed : styles.outcome}
        role={outcome?.failed ? 'alert' : 'status'}
      >
        {outcome?.text}
      </p>
      {load.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner size="sm" aria-label={t.loadingImages} />
          <span>{t.loadingImages}</span>
        </div>
      )}
      {load.status === 'failed' && (
        <div className={styles.failedBox}>
          <p className={styles.failed} role="alert">
            {load.message}
          </p>
          <Button variant="secondary" size="sm" onPress={retry}>
            {t.tryAgain}
          </Button>
        </div>
      )}
      {load.status === 'loaded' && (
        <GridList
          aria-label={t.imageLibrary}
          layout="grid"
          keyboardNavigationBehavior="tab"
          items={load.images}
          className={styles.grid}
          onAction={
            onChoose &&
            ((key) => {
              const image = load.images.find((each) => each.id === key);
              if (image) onChoose(image);
            })
          }
          renderEmptyState={() => (
            <EmptyState title={t.noImagesYet} hint={t.noImagesYetHint} size="sm" />
          )}
        >
          {(image) => {
            const name = imageName(image);
            const size = formatBytes(image.size);
            const date = DATE.format(new Date(image.createdAt));
            return (
              <GridListItem
                id={image.id}
                textValue={t.libraryImage(name, size, date)}
                className={styles.item}
              >
                <img src={image.url} alt="" loading="lazy" className={styles.thumbnail} />
                <span className={styles.name}>{name}</span>
                <span className={styles.details}>
                  {size} · {date}
                </span>
                {library.remove && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t.deleteImage(name)}
                    className={styles.deleteButton}
                    onPress={() => setToDelete(image)}
                  >
                    {t.deleteLabel}
                  </Button>
                )}
              </GridListItem>
            );
          }}
        </GridList>
      )}
      {library.remove && (
        <AlertDialog
          isOpen={toDelete !== null}
          onOpenChange={(open) => !open && setToDelete(null)}
          title={t.deleteImageTitle}
          confirmLabel={t.deleteImageConfirm}
          onConfirm={() => {
            if (toDelete && library.remove) remove(toDelete, library.remove.bind(library));
          }}
        >
          {toDelete && t.deleteImageWarning(imageName(toDelete))}
        </AlertDialog>
      )}
    </div>
  );
}
