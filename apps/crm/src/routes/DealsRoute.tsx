import { DealSectionsProvider } from '../features/deals/components/DealSections';
import { DealsScreen } from '../features/deals/components/DealsScreen';
import { dealSections } from './dealSections';

/** `/deals`: the pipeline board (issue 32 §3); a deal's dialog shows its tasks and notes. */
export function DealsRoute() {
  return (
    <DealSectionsProvider value={dealSections}>
      <DealsScreen />
    </DealSectionsProvider>
  );
}
