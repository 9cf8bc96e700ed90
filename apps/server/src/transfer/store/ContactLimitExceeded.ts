/**
 * Thrown inside an import's transaction when the copied rows would take the account past its
 * plan's contact limit: the transaction rolls back (nothing is imported) and the route answers
 * 402 with how many contacts the account has and how many new ones the file holds. Plain numbers,
 * so it crosses the store worker's boundary as a message.
 */
export class ContactLimitExceeded extends Error {
  constructor(
    /** The account's contacts before the import. */
    readonly count: number,
    /** The contacts the file would have added (new emails only). */
    readonly newContacts: number,
  ) {
    super(`import would pass the contact limit: ${count} + ${newContacts}`);
    this.name = 'ContactLimitExceeded';
  }
}
