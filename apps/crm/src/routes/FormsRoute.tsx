import { FormsScreen } from '../features/forms/components/FormsScreen';

/** `/forms`: the signup forms area (issue 28). */
export function FormsRoute() {
  return <FormsScreen />;
}
