/**
 * The spec's page-load failure texts (section 8) that more than one screen shows: the Contacts
 * screen and the Analytics screen both read the contacts, and must fail with the same words.
 */
export const CONTACTS_LOAD_ERROR = 'Error loading contacts. Please try again.';
