/** The bounds and forms of a chat request, which the widget keeps to and the server enforces (chat-schema.ts). */

/** Longest message, once trimmed. */
export const MAX_MESSAGE = 2000;
/** Most earlier messages a request carries (the widget sends the last ones, the server refuses more). */
export const MAX_HISTORY = 50;
/** An earlier message is cut to this many characters. */
export const MAX_HISTORY_CONTENT = 8000;
/** Longest session id. */
export const MAX_SESSION_ID = 100;
/** Each text field of a charad is cut to this many characters. */
export const MAX_CHARAD_FIELD = 1000;
/** Longest page address or referrer a request carries. */
export const MAX_PAGE_URL = 2000;
/** Longest proof of work (an ALTCHA payload, base64). */
export const MAX_PROOF = 2000;
/**
 * The most earlier messages weigh in a request, in bytes of JSON: the server keeps the conversation
 * and answers from its own record, so a client sends only a recent part, and a long conversation
 * never outgrows the body limit (32 KB).
 */
export const HISTORY_BYTES = 12_000;
/** A message's id: lets the server answer a message sent again (after a reload) once. */
export const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * A session id the server keeps a conversation for: long, and of letters, digits, - and _ only, so
 * that it cannot be guessed from another and is harmless in a log, an e-mail or a CSV. The widget's
 * are session-{timestamp}-{22 random letters and digits}, 131 random bits.
 */
export const SESSION_ID = /^[A-Za-z0-9_-]{24,100}$/;
