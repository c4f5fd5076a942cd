import chatStyles from './chat.css?inline';
import { shellStyles } from './launcher.ts';

/** Styles of the chat's shadow root: the shell and launcher (shell.css), then the invitation and the panel (chat.css). */
export const styles = shellStyles + chatStyles;
