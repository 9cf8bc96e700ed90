import { useQuery } from '@tanstack/react-query';
import { templateQueries } from '../../templates/templates.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The email templates list (`GET /api/email-templates`), fetched only when signed in. */
export function useEmailTemplates({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...templateQueries.list(client), enabled: signedIn && enabled });
}
