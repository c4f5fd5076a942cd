/** The window event that opens the assistant (every contact button fires it): pages dispatch it, the loader and the chat listen. */
export const OPEN_CHAT_EVENT = 'openChatbot';

/** Dispatched by <chat-assistant> once the chat is mounted and its host API works. */
export const CHAT_READY_EVENT = 'chat-ready';
