import { SegmentsScreen } from '../features/segments/components/SegmentsScreen';

/** `/segments`: the saved segments (issue 27 §1). */
export function SegmentsRoute() {
  return <SegmentsScreen />;
}
