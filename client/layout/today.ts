import { createContext } from 'react';

/** The day a page is rendered for (YYYY-MM-DD, Paris time), provided by the server's document shell. */
export const TodayContext = createContext('');
