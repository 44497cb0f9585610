// Test helpers other packages' tests use (not part of the package's runtime entry).
export {
  FAKE_MODEL_KEY,
  type FakeModel,
  type ModelMove,
  type ModelScript,
  type ModelTurn,
  type ModelWire,
  startFakeModel,
} from '../ai/testing/fake-models.js';
