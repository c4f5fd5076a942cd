import { createContext, useContext } from 'react';
import { chatTexts, LAUNCHER_LABEL, type ChatTexts } from '../content/chat-texts.ts';
import { CHAT_WELCOME_EN, chatTextsEn, LAUNCHER_LABEL_EN } from '../content/chat-texts-en.ts';
import type { Language } from '../content/language.ts';

/** The widget's words, in the language of the page it is on (page-language.ts). */
export interface WidgetTexts extends ChatTexts {
  language: Language;
  launcherOpen: string;
  /** The first message in place of an opening riddle; none in French, where the riddles greet. */
  welcome: string | null;
}

export const WIDGET_TEXTS: Record<Language, WidgetTexts> = {
  fr: { ...chatTexts, language: 'fr', launcherOpen: LAUNCHER_LABEL, welcome: null },
  en: { ...chatTextsEn, language: 'en', launcherOpen: LAUNCHER_LABEL_EN, welcome: CHAT_WELCOME_EN },
};

export const TextsContext = createContext<WidgetTexts>(WIDGET_TEXTS.fr);

/** The texts of the page's language, in any part of the widget. */
export const useTexts = () => useContext(TextsContext);
