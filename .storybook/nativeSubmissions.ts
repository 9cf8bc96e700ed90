/**
 * Form submissions that reached the browser during the current story, and forms nested in forms.
 * In the app a submission no handler prevents is a page load to the form's action: the palette's
 * Generate once reloaded the template and campaign dialogs (`/email-templates?`) and lost every
 * unsaved change. Its cause was the palette's form inside the dialog's form: invalid HTML that
 * React still builds, and Chromium stops a nested form's submit event at the outer form, so it
 * never reaches React's listener on the root and no `onSubmit` can prevent it. The Vitest setup
 * fails the story on either.
 */
const problems: string[] = [];
const seen: SubmitEvent[] = [];

const describe = (event: SubmitEvent) => {
  const form = event.target as HTMLFormElement;
  const by =
    event.submitter?.textContent?.trim() || (event.submitter ? 'a submit button' : 'Enter');
  const dialog = form.closest('[role="dialog"], [role="alertdialog"]');
  const where = dialog?.getAttribute('aria-label') ?? dialog?.getAttribute('aria-labelledby');
  return `"${by}" submitted a form${where ? ` in a dialog (${where})` : ''}`;
};

const nestedForms = (root: ParentNode) =>
  root.querySelectorAll('form form').length > 0 ||
  (root instanceof HTMLFormElement && root.parentElement?.closest('form') != null);

// Registered once for the run. The capturing listener sees every submission, even one a handler
// stops; the bubbling one runs after React's (on the root or a portal's container), so it sees
// whether any handler prevented it, and prevents it itself so the test page survives to report.
window.addEventListener(
  'submit',
  (event) => {
    seen.push(event as SubmitEvent);
    if (nestedForms(event.target as HTMLFormElement)) {
      // No handler will see it (see above): prevent it here, or the page is gone before the report.
      event.preventDefault();
      problems.push(`${describe(event as SubmitEvent)} nested in another form, natively`);
    }
  },
  true,
);
window.addEventListener('submit', (event) => {
  if (event.defaultPrevented) return;
  event.preventDefault();
  problems.push(`${describe(event as SubmitEvent)} natively: a page load in the app`);
});

/**
 * What the story did wrong, once: native submissions (including stopped ones no handler
 * prevented), submissions of nested forms, and forms still nested in the page at its end.
 */
export function takeFormProblems(): string[] {
  const found = problems.splice(0);
  for (const event of seen.splice(0)) {
    if (!event.defaultPrevented) found.push(`${describe(event)} natively: a page load in the app`);
  }
  if (nestedForms(document)) found.push('a <form> is nested inside another <form>');
  return found;
}
