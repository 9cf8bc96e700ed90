import * as v from 'valibot';

/** A validation failure as the API reports it: the first message and the field it belongs to. */
export interface FormattedIssues {
  /** The first issue's message, e.g. 'Please enter a valid email'. */
  message: string;
  /** Dot path of the first issue's field (`email`, `tags.2`); absent when the whole payload is wrong. */
  field?: string;
  /** The first message per field, for forms that show every error at once. */
  fieldErrors: Record<string, string>;
}

type Issues =
  readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] | readonly v.BaseIssue<unknown>[];

/** Turns a valibot failure into `{ message, field }` so a 400 answer names the field. */
export function formatIssues(issues: Issues): FormattedIssues {
  const first = issues[0];
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    if (path !== null && !(path in fieldErrors)) fieldErrors[path] = issue.message;
  }
  if (!first) return { message: 'Invalid request', fieldErrors };
  const field = v.getDotPath(first);
  return field === null
    ? { message: first.message, fieldErrors }
    : { message: first.message, field, fieldErrors };
}

/** The message of the first issue, or a generic one when there is none. */
export function firstIssueMessage(issues: Issues): string {
  return formatIssues(issues).message;
}

/** Result of {@link parseInput}: the parsed output, or the formatted failure. */
export type ParseInputResult<T> =
  { success: true; output: T } | { success: false; error: FormattedIssues };

/** `v.safeParse` with the failure already formatted for a 400 answer or a form. */
export function parseInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ParseInputResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { success: true, output: result.output }
    : { success: false, error: formatIssues(result.issues) };
}
