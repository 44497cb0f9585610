export { databasePdf } from './pdf-port.js';
export { PdfProcessor, UPLOAD_READ_LIMITS } from './pdf-processor.js';
export { PdfReadError, PdfReader } from './reader/pdf-reader.js';
export { storageRoutes } from './routes.js';
