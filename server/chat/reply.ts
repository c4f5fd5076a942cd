/** The reply format of SPEC.md section 7, as the built-in assistant sends it. */
export interface ReplyButton {
  text: string;
  url: string;
  type: 'primary' | 'secondary';
}

export interface ChatReply {
  message: string;
  buttons: ReplyButton[];
  quick_replies: string[];
}
