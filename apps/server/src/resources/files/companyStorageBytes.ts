import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { files, multiconfigSpecifications } from '../../db/schema.js';

/**
 * Bytes a company stores: its files (`files.size`) and its multiconfig documents (their JSON
 * text). What the per-company storage quota counts.
 */
export async function companyStorageBytes(db: Database, companyId: number): Promise<number> {
  const [fileBytes] = await db
    .select({ bytes: sql<string | null>`sum(${files.size})` })
    .from(files)
    .where(eq(files.companyId, companyId));
  const [documentBytes] = await db
    .select({ bytes: sql<string | null>`sum(octet_length(${multiconfigSpecifications.document}::text))` })
    .from(multiconfigSpecifications)
    .where(eq(multiconfigSpecifications.companyId, companyId));
  return Number(fileBytes?.bytes ?? 0) + Number(documentBytes?.bytes ?? 0);
}
