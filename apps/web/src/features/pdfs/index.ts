// PDF storage (spec sections 5 and 7: POST api/storage/upload/ocrpdf, GET api/storage/download/ocrpdf).
export { PdfsPage } from './PdfsPage';
