import { toast } from '@crm/ui';

/**
 * Copies `text` and says so ("Copied", with `description`), or asks the user to copy it themselves
 * when the browser refuses (no permission, an insecure page).
 */
export async function copyToClipboard(text: string, description: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description, variant: 'success' });
  } catch {
    toast({
      title: 'Could not copy',
      description: 'Select the value and copy it yourself.',
      variant: 'destructive',
    });
  }
}
