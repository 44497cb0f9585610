export { FAKE_CLOCK_START, FakeClock, flushMicrotasks } from './fake-clock.js';
export {
  createFakePorts,
  FakeAi,
  FakeCodeRunner,
  FakeHttp,
  FakePdf,
  type FakePorts,
  FakeSubworkflows,
  fakeHash,
  InMemoryCredentials,
  InMemoryDatasets,
  InMemoryFiles,
  InMemoryKv,
  type LogEntry,
  RecordingLogger,
  RecordingMail,
  seededRandom,
} from './fake-ports.js';
export { buildGraph, type EdgeSpec, type NodeSpec } from './graph-builder.js';
export { type RunGraphOptions, ranSteps, runGraph, stepOf } from './run-graph.js';
export {
  serviceLookup,
  testAsync,
  testDelay,
  testFail,
  testHang,
  testIf,
  testLoop,
  testMerge,
  testRequired,
  testRespond,
  testServices,
  testSet,
  testSubworkflow,
  testSwitch,
  testTrigger,
} from './test-services.js';
