export { SlackFake } from '../apps/slack/fake-server.js';
export { bearerOf, type FakeAnswer, FakeApiServer, type FakeRequest } from './fake-server.js';
