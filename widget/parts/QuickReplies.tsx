import { useTexts } from '../texts.ts';

/** The answers the assistant suggests, one button each; nothing when there are none. */
export function QuickReplies({ replies, onPick }: { replies: string[]; onPick: (reply: string) => void }) {
  const texts = useTexts();
  if (replies.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of reply buttons, not form fields: a fieldset would bring its own border and minimum width
    <div className="quick-replies" role="group" aria-label={texts.quickReplies}>
      {replies.map((reply) => (
        <button key={reply} type="button" className="quick-reply" onClick={() => onPick(reply)}>
          {reply}
        </button>
      ))}
    </div>
  );
}
