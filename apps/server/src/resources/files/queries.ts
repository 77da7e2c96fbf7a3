import { FILE_LIST } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import { companies, files } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/** `GET /files`: the files of the caller's scope, with their company's name; `company_id` filters. */
export const FILE_LIST_KIND: ListKind<typeof FILE_LIST> = {
  spec: FILE_LIST,
  table: files,
  joins: [{ table: companies, on: eq(companies.id, files.companyId) }],
  scope: { column: files.companyId },
  idColumn: files.id,
  columns: {
    id: files.id,
    name: files.name,
    type: files.type,
    size: files.size,
    company_id: files.companyId,
    company_name: companies.name,
    created_at: files.createdAt,
  },
  searchColumns: { name: files.name, type: files.type },
  where: ({ filters }) =>
    filters.company_id === undefined ? undefined : eq(files.companyId, filters.company_id),
};
