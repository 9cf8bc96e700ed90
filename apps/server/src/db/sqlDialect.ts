/**
 * Which database a handle talks to. Its own file so migrations can name it without importing
 * createDatabase, which imports the migrations (no import cycle).
 */
export type SqlDialect = 'sqlite' | 'postgres';
