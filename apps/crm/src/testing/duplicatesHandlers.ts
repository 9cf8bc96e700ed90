import { http, HttpResponse, type RequestHandler } from 'msw';
import { MergeContactsInputSchema, type DuplicateGroup } from '@crm/api-client';
import { buildContact } from '@crm/api-client/testing';
import { readBody } from './readBody';

/** Ana twice at Gmail (dots and a +tag), and Sam Lee twice at Globex, one unsubscribed. */
export function demoDuplicates(): DuplicateGroup[] {
  return [
    {
      reason: 'address',
      key: 'anagarcia@gmail.com',
      count: 2,
      contacts: [
        buildContact({
          id: 11,
          firstName: 'Ana',
          lastName: 'García',
          email: 'ana.garcia@gmail.com',
          company: null,
          phone: null,
          tags: ['newsletter'],
          createdAt: '2024-02-01T09:00:00.000Z',
        }),
        buildContact({
          id: 12,
          firstName: 'Ana',
          lastName: 'Garcia',
          email: 'anagarcia+shop@gmail.com',
          company: 'Globex',
          phone: '+1 555 0100',
          tags: ['customer', 'newsletter'],
          createdAt: '2024-05-12T09:00:00.000Z',
        }),
      ],
    },
    {
      reason: 'name',
      key: 'sam lee · globex',
      count: 2,
      contacts: [
        buildContact({
          id: 21,
          firstName: 'Sam',
          lastName: 'Lee',
          email: 'sam@globex.example',
          company: 'Globex',
          status: 'customer',
          tags: [],
          createdAt: '2024-01-10T09:00:00.000Z',
        }),
        buildContact({
          id: 22,
          firstName: 'Sam',
          lastName: 'Lee',
          email: 'slee@globex.example',
          company: 'Globex',
          status: 'unsubscribed',
          tags: ['vip'],
          createdAt: '2024-03-02T09:00:00.000Z',
        }),
      ],
    },
  ];
}

/**
 * `GET /api/contacts/duplicates` over `groups` (one page), and `POST /api/contacts/merge`, which
 * takes the merged group off the list as the server would. Each call holds its own copy.
 */
export function duplicatesHandlers(groups: DuplicateGroup[] = demoDuplicates()): RequestHandler[] {
  let current = groups;
  return [
    http.get('/api/contacts/duplicates', () =>
      HttpResponse.json({ groups: current, nextCursor: null }),
    ),
    http.post('/api/contacts/merge', async ({ request }) => {
      const { body, refused } = await readBody(request, MergeContactsInputSchema);
      if (!body) return refused;
      const group = current.find((g) => g.contacts.some((c) => c.id === body.keepId));
      if (!group) return HttpResponse.json({ message: 'Contact not found' }, { status: 404 });
      current = current.filter((g) => g !== group);
      return HttpResponse.json({ contact: group.contacts[0], merged: body.mergeIds.length });
    }),
  ];
}
