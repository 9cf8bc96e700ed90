import { DuplicatesScreen } from '../features/duplicates/components/DuplicatesScreen';

/** `/contacts/duplicates`: likely duplicate contacts and their merge (issue 27 §4). */
export function DuplicatesRoute() {
  return <DuplicatesScreen />;
}
