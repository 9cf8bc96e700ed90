import { DESIGN_VERSION } from './constants';

/** One step: a stored design of version N (a plain object) to version N + 1. */
type Migration = (design: Record<string, unknown>) => Record<string, unknown>;

/**
 * MIGRATIONS[n] turns a version-n design into a version-(n + 1) one. Each reads the raw JSON of its
 * own version (not the current types), so old designs keep opening however the schema moves on; a
 * schema change that changes what is stored adds a step here and a fixture to the tests.
 */
const MIGRATIONS: readonly Migration[] = [
  // 0 -> 1: designs saved before versioning. Their settings already parse (the schema still reads
  // the pre-made templates' textAlign and paddingTop...); they only gain the version.
  (design) => ({ ...design, version: 1 }),
  // 1 -> 2: version 2 adds columns elements and rich text (`rich`). Nothing a version-1 design
  // holds changes meaning, so the step only stamps; the bump exists so that a version-1 reader
  // refuses a design with columns or rich text instead of silently dropping them.
  (design) => ({ ...design, version: 2 }),
];

/** Why a design could not be migrated. */
export class DesignVersionError extends Error {
  override name = 'DesignVersionError';
}

/**
 * The stored design brought to DESIGN_VERSION, or the input as it is when it is not an object (the
 * schema then says what is wrong with it).
 * @throws DesignVersionError for a version this package does not know (newer, or not a whole number).
 */
export function migrateDesign(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  let design = input as Record<string, unknown>;
  const stored = design.version === undefined ? 0 : design.version;
  if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 0) {
    throw new DesignVersionError(
      `Invalid version ${JSON.stringify(stored)}: expected a whole number`,
    );
  }
  if (stored > DESIGN_VERSION) {
    throw new DesignVersionError(
      `Design version ${stored} is newer than this builder reads (${DESIGN_VERSION}): update @crm/email-builder`,
    );
  }
  for (let version = stored; version < DESIGN_VERSION; version += 1) {
    design = MIGRATIONS[version]!(design);
  }
  return design;
}
