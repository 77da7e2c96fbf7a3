import { eq } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { companies } from '../../db/schema.js';

/** Where a company sits in the tree: enough to place a child under it. */
export interface CompanyNode {
  id: number;
  level: number;
  /** Materialised path, e.g. `/1/4/`. */
  path: string;
}

/** A new company: its name, its parent (null for a root company) and its payment flag. */
export interface NewCompany {
  name: string;
  parent: CompanyNode | null;
  showPayment?: boolean;
}

/**
 * Inserts a company and fills in its `level` and materialised `path` from the parent.
 * The path needs the generated id, hence the insert followed by an update.
 */
export async function createCompany(db: Database, company: NewCompany): Promise<CompanyNode> {
  const level = company.parent ? company.parent.level + 1 : 1;
  const [inserted] = await db
    .insert(companies)
    .values({
      name: company.name,
      parentId: company.parent?.id ?? null,
      level,
      showPayment: company.showPayment ?? false,
    })
    .returning({ id: companies.id });
  if (!inserted) throw new Error(`Company ${company.name} was not inserted`);
  const path = `${company.parent?.path ?? '/'}${inserted.id}/`;
  await db.update(companies).set({ path }).where(eq(companies.id, inserted.id));
  return { id: inserted.id, level, path };
}
