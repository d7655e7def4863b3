// The sportsbook's fixtures feed: the interface a provider implements, and the sandbox feed of the demo.
export type {
  FeedEvent,
  FeedEventKind,
  FeedFixture,
  FeedLeague,
  FeedTeam,
  FeedUpdate,
  FixturesFeed,
} from './feed.js';
export { FEED_EVENT_KINDS } from './feed.js';
export { createSandboxFeed, type SandboxFeed } from './sandbox.js';
