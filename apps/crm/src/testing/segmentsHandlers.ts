import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  customFieldName,
  isSegmentGroup,
  type Contact,
  type SegmentCondition,
  segmentConditions,
  SegmentCountInputSchema,
  SegmentInputSchema,
  type Segment,
  type SegmentGroup,
} from '@crm/api-client';
import { readBody } from './readBody';

/** Contacts an empty segment (everyone) holds in the stories. */
export const STORY_CONTACT_TOTAL = 1234;

/** A custom field no contact holds: a condition on it is the server's 400, naming the condition. */
export const MISSING_CUSTOM_FIELD = 'missing';

/** Two saved segments: newsletter readers, and an any-of group of recent openers. */
export function demoSegments(): Segment[] {
  return [
    {
      id: 1,
      name: 'Newsletter readers',
      conditions: {
        match: 'all',
        conditions: [
          { kind: 'tags', op: 'any', tags: ['newsletter'] },
          { kind: 'status', op: 'is_not', value: 'unsubscribed' },
        ],
      },
      createdAt: '2024-06-01T09:00:00.000Z',
      updatedAt: '2024-06-01T09:00:00.000Z',
    },
    {
      id: 2,
      name: 'Recent openers',
      conditions: {
        match: 'any',
        conditions: [{ kind: 'engagement', op: 'opened', days: 30 }],
      },
      createdAt: '2024-06-02T09:00:00.000Z',
      updatedAt: '2024-06-02T09:00:00.000Z',
    },
  ];
}

/**
 * What the stories' API counts for conditions: everyone, halved by each condition, so a story sees
 * the count move as conditions are added and removed.
 */
export function storyCount(conditions: SegmentGroup): number {
  const n = [...segmentConditions(conditions)].length;
  return Math.round(STORY_CONTACT_TOTAL / 2 ** n);
}

function conditionHolds(contact: Contact, condition: SegmentCondition): boolean {
  const has = (tag: string) => contact.tags.some((t) => t.toLowerCase() === tag.toLowerCase());
  if (condition.kind === 'tags') {
    if (condition.op === 'any') return condition.tags.some(has);
    if (condition.op === 'all') return condition.tags.every(has);
    return !condition.tags.some(has);
  }
  if (condition.kind === 'status') {
    const same = contact.status.toLowerCase() === condition.value.toLowerCase();
    return condition.op === 'is' ? same : !same;
  }
  // The stories' contacts have no history: other kinds hold for everyone.
  return true;
}

function groupHolds(contact: Contact, group: SegmentGroup): boolean {
  const holds = (item: SegmentGroup['conditions'][number]) =>
    isSegmentGroup(item) ? groupHolds(contact, item) : conditionHolds(contact, item);
  return group.match === 'all' ? group.conditions.every(holds) : group.conditions.some(holds);
}

/**
 * Whether a contact is in the demo segment `id` (`?segment=` of the contacts handlers): tags and
 * status conditions are evaluated as the server does; an unknown segment holds no one.
 */
export function inDemoSegment(contact: Contact, id: number): boolean {
  const segment = demoSegments().find((s) => s.id === id);
  return segment !== undefined && groupHolds(contact, segment.conditions);
}

/** The server's check the contract cannot make: a custom field no contact holds is a 400. */
function serverProblem(conditions: SegmentGroup) {
  let number = 0;
  for (const { condition, path } of segmentConditions(conditions)) {
    number += 1;
    if (condition.kind === 'field' && customFieldName(condition.field) === MISSING_CUSTOM_FIELD) {
      return HttpResponse.json(
        {
          message: `Condition ${number}: no contact has a custom field named “${MISSING_CUSTOM_FIELD}” and no form asks for it`,
          field: `${path}.field`,
        },
        { status: 400 },
      );
    }
  }
  return undefined;
}

/** Segments as the server keeps them: the list, one, counts, create, update and delete. */
export function segmentsHandlers({
  segments = demoSegments(),
}: { segments?: Segment[] } = {}): RequestHandler[] {
  const stored = [...segments];
  const notFound = () => HttpResponse.json({ message: 'Segment not found' }, { status: 404 });
  return [
    http.get('/api/segments', () =>
      HttpResponse.json({
        segments: [...stored].sort((a, b) => a.name.localeCompare(b.name)),
      }),
    ),
    http.post('/api/segments/count', async ({ request }) => {
      const { body, refused } = await readBody(request, SegmentCountInputSchema);
      if (refused) return refused;
      return (
        serverProblem(body.conditions) ?? HttpResponse.json({ count: storyCount(body.conditions) })
      );
    }),
    http.get('/api/segments/:id/count', ({ params }) => {
      const segment = stored.find((s) => s.id === Number(params.id));
      return segment ? HttpResponse.json({ count: storyCount(segment.conditions) }) : notFound();
    }),
    http.get('/api/segments/:id', ({ params }) => {
      const segment = stored.find((s) => s.id === Number(params.id));
      return segment ? HttpResponse.json({ segment }) : notFound();
    }),
    http.post('/api/segments', async ({ request }) => {
      const { body, refused } = await readBody(request, SegmentInputSchema);
      if (refused) return refused;
      const problem = serverProblem(body.conditions);
      if (problem) return problem;
      const now = '2024-06-10T09:00:00.000Z';
      const segment: Segment = {
        id: Math.max(0, ...stored.map((s) => s.id)) + 1,
        ...body,
        createdAt: now,
        updatedAt: now,
      };
      stored.push(segment);
      return HttpResponse.json({ segment }, { status: 201 });
    }),
    http.put('/api/segments/:id', async ({ request, params }) => {
      const { body, refused } = await readBody(request, SegmentInputSchema);
      if (refused) return refused;
      const index = stored.findIndex((s) => s.id === Number(params.id));
      if (index < 0) return notFound();
      const problem = serverProblem(body.conditions);
      if (problem) return problem;
      stored[index] = { ...stored[index]!, ...body, updatedAt: '2024-06-10T09:00:00.000Z' };
      return HttpResponse.json({ segment: stored[index] });
    }),
    http.delete('/api/segments/:id', ({ params }) => {
      const index = stored.findIndex((s) => s.id === Number(params.id));
      if (index < 0) return notFound();
      // As the server: a segment another includes is kept, naming who uses it.
      const includers = stored.filter((s) =>
        [...segmentConditions(s.conditions)].some(
          ({ condition }) =>
            condition.kind === 'segment' && condition.segmentId === Number(params.id),
        ),
      );
      if (includers.length > 0)
        return HttpResponse.json(
          {
            message: `This segment is used by ${includers.map((s) => `“${s.name}”`).join(', ')}: remove it from ${includers.length === 1 ? 'that segment' : 'those segments'} first`,
          },
          { status: 409 },
        );
      stored.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
