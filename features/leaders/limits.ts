/** A message to a leader: the platform's limits (docs/platform-api.md, leaderMessage). Longer text would be cut there, so the form and our handler refuse it. */
export const LEADER_MESSAGE_TITLE_MAX = 40;
export const LEADER_MESSAGE_CONTENT_MAX = 500;
