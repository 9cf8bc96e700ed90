/** A template design that passes the server's design check. */
export const validDesign = JSON.stringify({
  elements: [
    {
      id: 'header-1',
      type: 'header',
      content: 'Hello',
      settings: { fontSize: '24px', color: '#333333', alignment: 'center' },
    },
    { id: 'text-2', type: 'text', content: 'Welcome', settings: {} },
  ],
  style: {
    backgroundColor: '#f5f5f5',
    fontFamily: 'Arial, sans-serif',
    fontSize: '16px',
    contentWidth: '600px',
    textColor: '#333333',
  },
});

/** A `contacts` row for seeding straight into the table (set-based, as an import does). */
export function seededContactRow(
  userId: number,
  fields: { first_name: string; last_name: string; email: string },
) {
  return {
    user_id: userId,
    ...fields,
    phone: null,
    company: null,
    position: null,
    status: 'subscriber',
    tags: '[]',
    lead_source: null,
    custom_fields: '{}',
    created_at: '2025-01-01T00:00:00.000Z',
  };
}
