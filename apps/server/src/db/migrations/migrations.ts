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
import { analyticsTotalsMigration } from './010_analyticsTotals';
import { analyticsDaysMigration } from './010_analyticsTotalsByDay';
import { temporaryPasswordExpiryMigration } from './012_temporaryPasswordExpiry';
import { contactsSortIndexesCoverMigration } from './013_contactsSortIndexesCover';
import { bouncesMigration } from './014_bounces';

/** Every migration, in order. Names are stored in kysely_migration: never rename one that shipped. */
export function migrations(dialect: SqlDialect): Record<string, Migration> {
  return {
    '001_initial': initialMigration(dialect),
    '002_sessionExpiryIndex': sessionExpiryIndexMigration,
    '003_caseInsensitiveUserNames': caseInsensitiveUserNamesMigration,
    '004_contactsSearch': contactsSearchMigration(dialect),
    '005_sending': sendingMigration(dialect),
    '006_sessions': sessionsMigration(dialect),
    '007_analytics': analyticsMigration,
    '008_uploads': uploadsMigration(dialect),
    '009_campaignDesign': campaignDesignMigration,
    '010_analyticsActivity': analyticsActivityMigration,
    '010_analyticsTotals': analyticsTotalsMigration(dialect),
    '010_analyticsTotalsByDay': analyticsDaysMigration(dialect),
    '012_temporaryPasswordExpiry': temporaryPasswordExpiryMigration(dialect),
    '013_contactsSortIndexesCover': contactsSortIndexesCoverMigration(dialect),
    '014_bounces': bouncesMigration(dialect),
  };
}
