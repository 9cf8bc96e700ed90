import { lazy, Suspense, useState } from 'react';
import { Button } from '@crm/ui';
import type { Industry } from './landingMenus';

const loadDialog = () => import('./WatchDemoDialog');
const WatchDemoDialog = lazy(async () => ({ default: (await loadDialog()).WatchDemoDialog }));

export interface WatchDemoButtonProps {
  /** Called with the industry the visitor picks in the dialog. */
  onChooseIndustry: (industry: Industry) => void;
  /**
   * Open the dialog on first render (stories).
   * @default false
   */
  defaultOpen?: boolean;
}

/** The Watch demo button; the dialog's code loads when the pointer nears it or it is pressed. */
export function WatchDemoButton({ onChooseIndustry, defaultOpen = false }: WatchDemoButtonProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        aria-haspopup="dialog"
        onHoverStart={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onPress={() => setOpen(true)}
      >
        Watch demo
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <WatchDemoDialog onChooseIndustry={onChooseIndustry} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
