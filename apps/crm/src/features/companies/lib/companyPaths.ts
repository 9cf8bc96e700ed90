import { paths } from '../../../config/paths';

/** The page of the company with `id`. */
export const companyPath = (id: number) => paths.company.replace(':id', String(id));
