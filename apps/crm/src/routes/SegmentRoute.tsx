import { useParams } from 'react-router-dom';
import { Card, CardContent, Spinner } from '@crm/ui';
import { useSegment } from '@crm/api-client/react';
import { LoadError } from '../components/LoadError';
import { SegmentEditor } from '../features/segments/components/SegmentEditor';
import { NotFoundCard } from '../features/site/components/NotFoundCard';

/** `/segments/new` and `/segments/:id`: the segment editor, of a new segment or a saved one. */
export function SegmentRoute() {
  const { id = 'new' } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const segment = useSegment(valid ? Number(id) : undefined);
  if (id === 'new') return <SegmentEditor />;
  if (!valid) return <NotFoundCard inShell />;
  if (segment.isError) {
    return (
      <Card>
        <CardContent>
          <LoadError message="Error loading the segment. Please try again." />
        </CardContent>
      </Card>
    );
  }
  if (!segment.data) return <Spinner aria-label="Loading the segment" />;
  return <SegmentEditor key={id} segment={segment.data} />;
}
