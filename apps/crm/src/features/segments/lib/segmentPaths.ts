import { paths } from '../../../config/paths';

/** The editor of the segment with `id`. */
export const segmentPath = (id: number) => paths.segment.replace(':id', String(id));

/** The Contacts screen filtered by the segment with `id` (kept in the URL). */
export const segmentContactsPath = (id: number) => `${paths.contacts}?segment=${id}`;
