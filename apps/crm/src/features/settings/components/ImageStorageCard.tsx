import { lazy, Suspense, useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Meter,
  Skeleton,
} from '@crm/ui';
import { useUploads } from '@crm/api-client/react';
import { formatBytes } from '@crm/email-builder';
import { LoadError } from '../../../components/LoadError';
import { useBuilderImages } from '../../../hooks/useBuilderImages';
import * as styles from './ImageStorageCard.css';

// The builder's own library dialog, loaded only when opened: Settings does not carry the builder.
const ImageLibraryDialog = lazy(async () => ({
  default: (await import('@crm/email-builder/react')).ImageLibraryDialog,
}));

/**
 * The storage the account's images use of its quota (issue 26 §3: the quota is shown), the same
 * figures as the builder's image library, and 'Manage images' to delete the ones no longer used.
 */
export function ImageStorageCard() {
  const uploads = useUploads();
  const { imageLibrary } = useBuilderImages();
  const [managing, setManaging] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Image storage</CardTitle>
        <CardDescription>Images you upload for your emails</CardDescription>
      </CardHeader>
      <CardContent>
        {uploads.isError ? (
          <LoadError message="Error loading your image storage. Please try again." />
        ) : !uploads.data ? (
          <Skeleton height="3rem" />
        ) : (
          <div className={styles.content}>
            <Meter
              aria-label="Image storage"
              value={Math.min(uploads.data.usedBytes, uploads.data.quotaBytes)}
              maxValue={uploads.data.quotaBytes}
              valueLabel={`${formatBytes(uploads.data.usedBytes)} of ${formatBytes(uploads.data.quotaBytes)} used`}
              className={styles.meter}
            />
            <p className={styles.count}>
              {uploads.data.uploads.length === 1
                ? '1 image'
                : `${uploads.data.uploads.length} images`}
            </p>
            <Button variant="secondary" size="sm" onPress={() => setManaging(true)}>
              Manage images
            </Button>
          </div>
        )}
      </CardContent>
      {managing && (
        <Suspense>
          <ImageLibraryDialog isOpen library={imageLibrary} onOpenChange={setManaging} />
        </Suspense>
      )}
    </Card>
  );
}
