import { type DatasetRecord, type Db, datasetsRepository } from '../db/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The dataset a step names in its `datasetId` parameter (an id, or a name as steps may give), when it is a
 * plain value and one of the team's; a mapping (`{{ … }}`) is only known at run time.
 */
export async function datasetOfStep(
  db: Db,
  teamId: string,
  datasetParam: unknown,
): Promise<DatasetRecord | undefined> {
  if (typeof datasetParam !== 'string' || datasetParam === '' || datasetParam.includes('{{'))
    return undefined;
  const repo = datasetsRepository(db);
  return UUID.test(datasetParam) ? repo.get(teamId, datasetParam) : repo.findByName(teamId, datasetParam);
}
