import type { Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { initialMigration } from './001_initial';
import { sessionExpiryIndexMigration } from './002_sessionExpiryIndex';
import { caseInsensitiveUserNamesMigration } from './003_caseInsensitiveUserNames';
import { contactsSearchMigration } from './004_contactsSearch';
import { sendingMigration } from './005_sending';
import { sessionsMigration } from './006_sessions';
import { analyticsMigration } from './007_analytics';
import { uploadsMigration } from './008_uploads';
import { campaignDesignMigration } from './009_campaignDesign';
import { analyticsActivityMigration } from './010_analyticsActivity';
import { analyticsTotalsMigration } from './011_analyticsTotals';
import { analyticsDaysMigration } from './012_analyticsTotalsByDay';
import { temporaryPasswordExpiryMigration } from './013_temporaryPasswordExpiry';
import { contactsSortIndexesCoverMigration } from './014_contactsSortIndexesCover';
import { areaTableNamesMigration } from './015_areaTableNames';
import { jobsMigration } from './016_jobs';
import { bouncesMigration } from './017_bounces';
import { hardeningMigration } from './018_hardening';
import { settingsMigration } from './019_settings';
import { workflowRunsMigration } from './020_workflowRuns';
import { sendingWarmupMigration } from './021_sendingWarmup';
import { workflowReentryMigration } from './022_workflowReentry';
import { workflowTestsMigration } from './023_workflowTests';
import { formsMigration } from './024_forms';
import { segmentsMigration } from './025_segments';
import { suppressionMigration } from './026_suppression';
import { timelineMigration } from './027_timeline';
import { contactChangesMigration } from './028_contactChanges';
import { notesAndTasksMigration } from './029_notesAndTasks';
import { companiesMigration } from './030_companies';
import { dealsMigration } from './031_deals';
import { webhooksMigration } from './032_webhooks';
import { apiKeysMigration } from './033_apiKeys';
import { auditLogMigration } from './034_auditLog';
import { dealsCompanyMigration } from './035_dealsCompany';
import { dealsOwnerAndCloseMigration } from './036_dealsOwnerAndClose';
import { recordNotesMigration } from './037_recordNotes';
import { formsProofOfWorkMigration } from './038_formsProofOfWork';
import { dealStageTotalsMigration } from './039_dealStageTotals';
import { formsConfirmationTemplateMigration } from './040_formsConfirmationTemplate';
import { campaignAudienceMigration } from './041_campaignAudience';
import { campaignAbTestMigration } from './042_campaignAbTest';
import { contactsDuplicatesMigration } from './043_contactsDuplicates';
import { formsLookMigration } from './044_formsLook';

export interface OrderedMigration {
  /** The file's name: its number is its place in the order. */
  file: string;
  /**
   * The name databases record it under (`kysely_migration`), when not the file's: three
   * migrations once shared the number 010 (and 012 and 013 came after them), and databases keep
   * their first names for ever. A recorded name never changes; a file may be renumbered.
   */
  recordedAs?: string;
  migration: Migration;
}

/**
 * Every migration, in the order they run. The order is this list's, not the names': a database
 * that recorded the old names (`010_analyticsTotals`, ...) runs only what it has not recorded, and
 * a new database runs the list from the top.
 */
export function orderedMigrations(dialect: SqlDialect): OrderedMigration[] {
  return [
    { file: '001_initial', migration: initialMigration(dialect) },
    { file: '002_sessionExpiryIndex', migration: sessionExpiryIndexMigration },
    { file: '003_caseInsensitiveUserNames', migration: caseInsensitiveUserNamesMigration },
    { file: '004_contactsSearch', migration: contactsSearchMigration(dialect) },
    { file: '005_sending', migration: sendingMigration(dialect) },
    { file: '006_sessions', migration: sessionsMigration(dialect) },
    { file: '007_analytics', migration: analyticsMigration },
    { file: '008_uploads', migration: uploadsMigration(dialect) },
    { file: '009_campaignDesign', migration: campaignDesignMigration },
    { file: '010_analyticsActivity', migration: analyticsActivityMigration },
    {
      file: '011_analyticsTotals',
      recordedAs: '010_analyticsTotals',
      migration: analyticsTotalsMigration(dialect),
    },
    {
      file: '012_analyticsTotalsByDay',
      recordedAs: '010_analyticsTotalsByDay',
      migration: analyticsDaysMigration(dialect),
    },
    {
      file: '013_temporaryPasswordExpiry',
      recordedAs: '012_temporaryPasswordExpiry',
      migration: temporaryPasswordExpiryMigration(dialect),
    },
    {
      file: '014_contactsSortIndexesCover',
      recordedAs: '013_contactsSortIndexesCover',
      migration: contactsSortIndexesCoverMigration(dialect),
    },
    { file: '015_areaTableNames', migration: areaTableNamesMigration(dialect) },
    { file: '016_jobs', migration: jobsMigration(dialect) },
    { file: '017_bounces', migration: bouncesMigration(dialect) },
    { file: '018_hardening', migration: hardeningMigration(dialect) },
    { file: '019_settings', migration: settingsMigration(dialect) },
    { file: '020_workflowRuns', migration: workflowRunsMigration(dialect) },
    { file: '021_sendingWarmup', migration: sendingWarmupMigration },
    { file: '022_workflowReentry', migration: workflowReentryMigration(dialect) },
    { file: '023_workflowTests', migration: workflowTestsMigration },
    { file: '024_forms', migration: formsMigration(dialect) },
    { file: '025_segments', migration: segmentsMigration(dialect) },
    { file: '026_suppression', migration: suppressionMigration(dialect) },
    { file: '027_timeline', migration: timelineMigration },
    { file: '028_contactChanges', migration: contactChangesMigration(dialect) },
    { file: '029_notesAndTasks', migration: notesAndTasksMigration(dialect) },
    { file: '030_companies', migration: companiesMigration(dialect) },
    { file: '031_deals', migration: dealsMigration(dialect) },
    { file: '032_webhooks', migration: webhooksMigration(dialect) },
    { file: '033_apiKeys', migration: apiKeysMigration(dialect) },
    { file: '034_auditLog', migration: auditLogMigration(dialect) },
    { file: '035_dealsCompany', migration: dealsCompanyMigration },
    { file: '036_dealsOwnerAndClose', migration: dealsOwnerAndCloseMigration(dialect) },
    { file: '037_recordNotes', migration: recordNotesMigration(dialect) },
    { file: '038_formsProofOfWork', migration: formsProofOfWorkMigration },
    { file: '039_dealStageTotals', migration: dealStageTotalsMigration(dialect) },
    { file: '040_formsConfirmationTemplate', migration: formsConfirmationTemplateMigration },
    { file: '041_campaignAudience', migration: campaignAudienceMigration },
    { file: '042_campaignAbTest', migration: campaignAbTestMigration(dialect) },
    { file: '043_contactsDuplicates', migration: contactsDuplicatesMigration(dialect) },
    { file: '044_formsLook', migration: formsLookMigration },
  ];
}

/** The name a migration is recorded under. */
export const recordedName = (m: OrderedMigration) => m.recordedAs ?? m.file;

/** The migrations by recorded name, as Kysely's Migrator reads them. */
export function migrations(dialect: SqlDialect): Record<string, Migration> {
  return Object.fromEntries(orderedMigrations(dialect).map((m) => [recordedName(m), m.migration]));
}

/** Sorts recorded names by their place in the list (Kysely's `nameComparator`). */
export function migrationOrder(dialect: SqlDialect): (a: string, b: string) => number {
  const place = new Map(orderedMigrations(dialect).map((m, i) => [recordedName(m), i]));
  return (a, b) => (place.get(a) ?? Infinity) - (place.get(b) ?? Infinity) || a.localeCompare(b);
}
