// Size guides (issue 14): one table per category, edited by the owner. The rows are checked by the shared
// contract (sizes once each, smallest first, numbers in range) before this is reached; one statement writes them.
import type { SizeGuideRow } from '@zariya/shared/size-guide-rules';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import * as repo from './size-guides.repository.ts';

export const sizeGuides = (db: Db) => repo.allGuides(db);

export const saveSizeGuide = (db: Db, category: string, rows: SizeGuideRow[]) =>
  repo.saveGuide(db, category, rows);

export async function removeSizeGuide(db: Db, category: string) {
  if (!(await repo.deleteGuide(db, category))) {
    throw notFound('This category has no size guide.', 'SIZE_GUIDE_NOT_FOUND');
  }
  return { message: `The size guide for ${category} was removed.` };
}
