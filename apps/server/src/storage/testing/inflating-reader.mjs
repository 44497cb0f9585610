// A stand-in for the PDF reader's worker that never answers: it decompresses in a loop, as pdf.js and
// tesseract.js do while they load a file or a model. Reads given to it can only end by their time limit.
import { gunzipSync, gzipSync } from 'node:zlib';

const packed = gzipSync(Buffer.alloc(4096, 'flowlane'));
const spin = () => {
  for (let i = 0; i < 200; i++) {
    gunzipSync(packed);
    new DecompressionStream('deflate');
  }
  setImmediate(spin);
};
spin();
