import type { Deal } from '@crm/api-client';
import { RecordNotes } from '../features/notes/components/RecordNotes';
import { RecordTasks } from '../features/tasks/components/RecordTasks';

/** A deal's tasks and notes, in its edit dialog (wherever a route opens it). */
export function dealSections(deal: Deal) {
  return (
    <>
      <RecordTasks record={{ dealId: deal.id }} />
      <RecordNotes record={{ dealId: deal.id }} />
    </>
  );
}
