// Datasets (spec section 2: /datasets and /datasets/{datasetId}).
export { DatasetPage } from './DatasetPage';
export { DatasetsPage } from './DatasetsPage';
