import { createContext, type ReactNode, useContext } from 'react';
import type { Deal } from '@crm/api-client';

/**
 * Other areas' sections about a deal, shown in its edit dialog (issue 32 §3: "deals: ... notes and
 * tasks"). The app composes them (app/providers.tsx), as routes compose a record page's sections:
 * a feature does not reach into another's. None by default.
 */
const DealSectionsContext = createContext<(deal: Deal) => ReactNode>(() => null);

export const DealSectionsProvider = DealSectionsContext.Provider;

export function useDealSections(): (deal: Deal) => ReactNode {
  return useContext(DealSectionsContext);
}
