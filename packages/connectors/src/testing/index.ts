export { DiscordFake } from '../apps/discord/fake-server.js';
export { GitHubFake } from '../apps/github/fake-server.js';
export { GmailFake } from '../apps/gmail/fake-server.js';
export { GoogleSheetsFake } from '../apps/google-sheets/fake-server.js';
export { JiraFake } from '../apps/jira/fake-server.js';
export { NotionFake } from '../apps/notion/fake-server.js';
export { SlackFake } from '../apps/slack/fake-server.js';
export { TelegramFake } from '../apps/telegram/fake-server.js';
export { bearerOf, type FakeAnswer, FakeApiServer, type FakeRequest } from './fake-server.js';
