/** The reply format of SPEC.md section 7, as the built-in assistant sends it: defined in protocol/chat.ts. */
export type { ChatButton as ReplyButton, ChatReply } from '../../protocol/chat.ts';
