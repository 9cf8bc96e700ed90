import type { ReactNode } from 'react';
import { vars } from '../../theme/contract.css';

/** Stories only: gives fields a realistic width and stacks them. */
export function FieldFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl, maxWidth: vars.size.dialogSm }}>
      {children}
    </div>
  );
}
