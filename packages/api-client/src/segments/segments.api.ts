import { type Http, idSegment } from '../http';
import {
  type Segment,
  SegmentCountResponseSchema,
  type SegmentGroupInput,
  type SegmentInput,
  SegmentListResponseSchema,
  SegmentResponseSchema,
} from './segments.schemas';

const segmentsPath = '/api/segments';

export function segmentsApi(http: Http) {
  return {
    /** `GET /api/segments`: the account's saved segments, by name. */
    getSegments: async (): Promise<Segment[]> =>
      (await http.json('GET', segmentsPath, SegmentListResponseSchema)).segments,
    /** `GET /api/segments/{id}`. */
    getSegment: async (id: number): Promise<Segment> =>
      (await http.json('GET', `${segmentsPath}/${idSegment(id)}`, SegmentResponseSchema)).segment,
    /** `POST /api/segments`: 400 naming the condition (`field`) that cannot work. */
    createSegment: async (input: SegmentInput): Promise<Segment> =>
      (await http.json('POST', segmentsPath, SegmentResponseSchema, { json: input })).segment,
    /** `PUT /api/segments/{id}`: the whole segment again (name and conditions). */
    updateSegment: async (id: number, input: SegmentInput): Promise<Segment> =>
      (
        await http.json('PUT', `${segmentsPath}/${idSegment(id)}`, SegmentResponseSchema, {
          json: input,
        })
      ).segment,
    /** `DELETE /api/segments/{id}`: 204. */
    deleteSegment: async (id: number): Promise<void> => {
      await http.send('DELETE', `${segmentsPath}/${idSegment(id)}`);
    },
    /** `POST /api/segments/count`: how many contacts conditions not saved yet hold now. */
    countSegmentConditions: async (conditions: SegmentGroupInput): Promise<number> =>
      (
        await http.json('POST', `${segmentsPath}/count`, SegmentCountResponseSchema, {
          json: { conditions },
        })
      ).count,
    /** `GET /api/segments/{id}/count`: how many contacts a saved segment holds now. */
    countSegment: async (id: number): Promise<number> =>
      (await http.json('GET', `${segmentsPath}/${idSegment(id)}/count`, SegmentCountResponseSchema))
        .count,
  };
}
