/** A document of the knowledge (knowledge.ts), and what its builders write before it is numbered. */

export interface KnowledgeDoc {
  id: number;
  /** Path of the page, e.g. "/solutions/tables-tactiles": buttons group documents by it. */
  page: string;
  /** Path with the anchor of the section, when it has one. */
  url: string;
  kind: 'solution' | 'article' | 'company';
  /** Short name of the page, for its button: "Tables tactiles", "4K et HDR". */
  pageName: string;
  /** What a reply names in bold: the page, or the page and the part ("Tables tactiles, 75 pouces"). */
  label: string;
  title: string;
  keywords: string;
  text: string;
  /** Sentences a reply may quote, in reading order. */
  sentences: string[];
}

/** A document as written from the content: no id yet, and `text` only for what is searched but not quoted. */
export type DocDraft = Omit<KnowledgeDoc, 'id' | 'text'> & { text?: string };

/** The document `id`: its empty sentences dropped, its text the searched text and its sentences. */
export function numberedDoc(draft: DocDraft, id: number): KnowledgeDoc {
  const sentences = draft.sentences.filter(Boolean);
  return { ...draft, id, sentences, text: [draft.text ?? '', ...sentences].join(' ').trim() };
}
