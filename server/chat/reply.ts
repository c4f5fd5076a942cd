/** The core reply format (docs/protocol.md), as the built-in assistant sends it: defined in protocol/chat.ts. */
export type { ChatButton as ReplyButton, ChatReply } from '../../protocol/chat.ts';
