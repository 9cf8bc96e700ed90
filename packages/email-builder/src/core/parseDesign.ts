import * as v from 'valibot';
import { DesignVersionError, migrateDesign } from './migrateDesign';
import { designSchema, type Design } from './schema';

/** One problem found in a design: where (`elements[2].settings.fontSize`) and what. */
export interface DesignIssue {
  path: string;
  message: string;
}

/** Thrown by parseDesign; `message` starts with the path of the first problem. */
export class DesignError extends Error {
  override name = 'DesignError';
  /** Path of the first problem, e.g. `elements[2].settings.fontSize`; empty for the design itself. */
  readonly path: string;
  /** Every problem found. */
  readonly issues: readonly DesignIssue[];

  constructor(issues: readonly DesignIssue[]) {
    const [first] = issues;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    super(`${first?.path ? `${first.path}: ` : ''}${first?.message ?? 'Invalid design'}${more}`);
    this.path = first?.path ?? '';
    this.issues = issues;
  }
}

function formatPath(path: v.IssuePathItem[] | undefined): string {
  let result = '';
  for (const item of path ?? []) {
    const key = item.key;
    if (typeof key === 'number') result += `[${key}]`;
    else result += result ? `.${String(key)}` : String(key);
  }
  return result;
}

/**
 * Reads a design stored as an object or as a JSON string (the template API sends it as a string),
 * migrates it from the version it was saved in (see migrateDesign) and returns it typed, normalised
 * and stamped with DESIGN_VERSION, or throws a DesignError naming the offending path.
 */
export function parseDesign(input: unknown): Design {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (error) {
      throw new DesignError([
        {
          path: '',
          message: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
        },
      ]);
    }
  }
  try {
    value = migrateDesign(value);
  } catch (error) {
    if (!(error instanceof DesignVersionError)) throw error;
    throw new DesignError([{ path: 'version', message: error.message }]);
  }
  const result = v.safeParse(designSchema, value);
  if (result.success) return result.output;
  throw new DesignError(
    result.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })),
  );
}
