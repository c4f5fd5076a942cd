/**
 * The request exchange in English (content/leads.ts in French): what the assistant says while it
 * takes a demo, audit, free trial, call-back or quote request from a visitor who writes in English,
 * and the English words it reads during it. Same placeholders as the French texts, filled in by
 * server/leads/exchange-replies.ts. English typography: no space before : ; ! ?, the typographic
 * apostrophe. Word lists are folded (lower case, no accents, apostrophes and hyphens as spaces) and
 * read together with the French ones, in every conversation.
 */
import type { LeadTexts, leadWords } from './leads.ts';

export const leadTextsEn: LeadTexts = {
  kindNames: {
    demo: 'a demo',
    audit: 'a free audit',
    trial: 'a free trial',
    callback: 'a call back',
    quote: 'a quote',
  },

  opening: {
    demo: 'With pleasure! The demo is free and with no obligation: I’ll take your request here.',
    audit: 'With pleasure! The audit is free and with no obligation: I’ll take your request here.',
    trial: 'With pleasure! The free trial is on your premises, with no obligation: I’ll take your request here.',
    callback: 'Of course, an adviser will call you back.',
    quote: 'With pleasure! Our prices depend on your project: you’ll get a detailed quote within 48 hours, no obligation.',
  },
  needQuestion: {
    demo: 'Which solution would you like to see?',
    audit: 'Which spaces or which project would you like us to audit?',
    trial: 'Which solution would you like to try?',
    callback: 'What is it about?',
    quote: 'Which solution is it for?',
  },
  needNoted: 'Noted: {need}.',
  trialNoted: 'Noted: {need}, for a free trial of **{days} days**.',
  nameQuestion: 'What name should I put the request under?',
  companyQuestion: 'For which company? If you’d rather not say, reply “Skip”.',
  contactQuestion: 'How can we reach you? Please give an email address or a phone number (or both).',
  phoneQuestion: 'What number can we call you back on?',
  momentQuestion: 'What time suits you best for the call? (optional)',

  summaryIntro: 'Here is your request:',
  summaryLines: {
    kind: 'Request: {value}',
    need: 'Subject: {value}',
    name: 'Name: {value}',
    company: 'Company: {value}',
    email: 'Email: {value}',
    phone: 'Phone: {value}',
    callbackTime: 'Preferred time: {value}',
  },
  consent:
    'To process it, {product} keeps this information and this conversation, solely to contact you about this request, for {retention} at most. You can ask for them to be deleted at any time at {privacyEmail}. Do you agree?',
  privacyButton: 'Privacy policy',
  callButton: 'Call {phone}',

  confirmation: 'Thank you {name}! Your request ({kind}) has been recorded under reference **{reference}**. {delay}',
  delays: {
    demo: 'An adviser will contact you within one working day to schedule the demo.',
    audit: 'An adviser will contact you within one working day to set the date of the audit.',
    trial: 'An adviser will contact you within one working day to arrange the trial.',
    callback: 'An adviser will call you back within one working day.',
    quote: 'You’ll get your quote within 48 hours.',
  },
  storeFailed:
    'I’m sorry, your request could not be recorded because of a technical problem on our side. So that it isn’t lost, please call us on {phone} or write to us at {email}.',

  tooMany:
    'We’ve already received several requests from here in a short time, and I can’t record another one for now. To reach us right away, call us on {phone} or write to us at {email}.',
  proofFailed: 'I couldn’t verify that this was sent from this page. Reply “I agree” again to record the request, or call us on {phone}.',
  /** A visitor who said who they are and asked nothing yet. */
  introduced: 'Nice to meet you, {name}! How can I help? I can present our solutions, answer your questions or arrange a demonstration.',
  noSession: 'I can’t take your request in this conversation. Call us on {phone} or write to us at {email}: an adviser will answer you.',
  updated: 'Thank you {name}! Your request **{reference}** has been updated ({kind}). {delay}',

  cancelled: 'Cancelled: your request has not been recorded. I’m still here if you have any questions.',
  refused: 'Understood: without your consent, I won’t record anything. You can also call us on {phone} or write to us at {email}.',
  resume: 'To continue your request ({kind}): {question}',
  welcomeBack: 'Welcome back! Let’s continue your request ({kind}): {question}',
  fixWhich: 'Of course. What would you like to correct?',
  fixing: 'Of course. {question}',
  corrected: 'Corrected. {question}',
  kindChanged: 'Noted, I’m changing your request to {kind}. {question}',

  invalid: {
    name: 'I didn’t quite catch your name. Could you write it in full (for example “Camille Martin”)?',
    need: 'Could you describe your need in a few words?',
    trialNeed: 'Our free trials cover {list}. Which of these solutions would you like to try?',
    email: 'The address “{value}” doesn’t look complete. Could you check it (for example camille.martin@company.com)?',
    phone: 'The number “{value}” doesn’t look valid. Could you check it (for example +44 20 7946 0958, or 06 12 34 56 78 in France)?',
    contact: 'To contact you, I need an email address or a phone number. Which would you rather give me?',
    phoneNeeded: 'To call you back, I also need a phone number. What is it?',
    tooLong: 'That’s a little long for this field: could you sum it up in a few words?',
    required: 'This information is needed to process your request. {question}',
    consent: 'Reply “I agree” to record the request, “Edit” to change some information, or “Cancel”.',
  },

  quickReplies: {
    skip: 'Skip',
    accept: 'I agree',
    fix: 'Edit',
    cancel: 'Cancel',
    retry: 'Try again',
    moments: ['In the morning', 'In the afternoon', 'Any time'],
    fields: {
      need: 'The subject',
      name: 'The name',
      company: 'The company',
      contact: 'The contact details',
      callbackTime: 'The time',
    },
    auditNeeds: ['A showroom', 'Meeting rooms', 'A reception area'],
  },

  needs: [
    { label: 'Touch tables', topic: 'tables-tactiles' },
    { label: 'Collaborative screens', topic: 'ecrans-collaboratifs' },
    { label: 'Digital signage', topic: 'affichage-dynamique' },
    { label: 'VR design office', topic: 'bureau-etude-vr' },
    { label: 'AI assistant', topic: 'assistant-ia' },
  ],
};

/** The English counterparts of `leadWords` (content/leads.ts): folded phrases, matched on whole words. */
export const leadWordsEn: typeof leadWords = {
  request: [
    'can we book', 'can i book', 'could we book', 'could i book', 'can you book', 'can we schedule', 'can i schedule', 'can you schedule', 'can we arrange',
    'can you arrange', 'is it possible to book', 'i want to book', 'we want to book',
    'i want', 'i wanna', 'i d like', 'i would like', 'i d love', 'i would love', 'i wish', 'we want', 'we d like', 'we would like', 'we need', 'i need',
    'can you', 'could you', 'can i have', 'can i get', 'could i have', 'could i get', 'can we have', 'can we get', 'may i have', 'please send',
    'send me', 'send us', 'please call', 'call me', 'call us back', 'contact me', 'contact us', 'get back to me', 'get in touch with me', 'book me',
    'sign me up', 'go for', 'ok for', 'interested in', 'i m interested', 'i am interested', 'we re interested', 'we are interested', 'rather',
    'instead', 'after all',
  ],
  requestVerbs: [
    'book', 'booking', 'schedule', 'arrange', 'organise', 'organize', 'plan a', 'get', 'receive', 'request', 'ask for', 'order', 'reserve',
    'reservation', 'obtain', 'apply for', 'sign up', 'be called back', 'be called', 'be contacted',
  ],
  quote: ['quote', 'quotes', 'quotation', 'estimate', 'buy', 'order', 'purchase', 'place an order', 'price proposal'],
  offers: {
    callback: ['would you like a call back', 'would you like us to call you back', 'would you like to be called back'],
    trial: ['would you like to book your trial', 'would you like to book it'],
    demo: ['would you like a demo'],
  },
  cancel: [
    'cancel', 'cancel it', 'cancel that', 'cancel the request', 'cancel my request', 'stop', 'forget it', 'forget about it', 'never mind', 'nevermind', 'abort',
    'quit', 'drop it', 'i don t want it anymore', 'i changed my mind', 'changed my mind', 'no longer needed', 'not needed anymore',
  ],
  // No bare "correct": "yes, that's correct" accepts, it does not ask for a correction.
  fix: [
    'edit', 'correct the', 'correct my', 'correct it', 'correct that', 'to correct', 'correction', 'change', 'modify', 'amend', 'update', 'fix', 'rectify',
    'wrong', 'mistake', 'typo', 'i made a mistake', 'made a typo', 'that s wrong', 'incorrect', 'not right',
  ],
  fields: {
    need: ['subject', 'topic', 'need', 'solution', 'request', 'project', 'product'],
    name: ['name', 'first name', 'surname', 'last name', 'full name', 'family name'],
    company: ['company', 'business', 'organisation', 'organization', 'firm', 'employer', 'establishment'],
    contact: ['contact details', 'contact', 'email', 'e mail', 'mail', 'address', 'email address', 'phone', 'telephone', 'number', 'phone number', 'tel', 'mobile', 'cell'],
    callbackTime: ['time', 'moment', 'when', 'slot', 'time slot', 'availability', 'hour', 'call back time', 'callback', 'call back'],
  },
  skip: [
    'skip', 'pass', 'none', 'no', 'nope', 'nothing', 'n a', 'na', 'not applicable', 'no company', 'no business', 'private individual', 'individual',
    'private person', 'just me', 'myself', 'rather not', 'i d rather not', 'i would rather not', 'rather not say', 'i d rather not say',
    'prefer not to say', 'i prefer not to say', 'no thanks', 'no thank you', 'any time', 'anytime', 'whenever', 'whenever you want',
    'whenever you like', 'doesn t matter', 'it doesn t matter', 'does not matter', 'no preference', 'whatever',
  ],
  accept: [
    'no problem', 'no worries',
    'try again', 'retry', 'i agree', 'agree', 'agreed', 'i accept', 'accept', 'accepted', 'i consent', 'yes', 'yes please', 'yes i agree', 'yep', 'yeah',
    'yup', 'ok', 'okay', 'sure', 'of course', 'go ahead', 'go', 'confirm', 'i confirm', 'confirmed', 'validate', 'fine', 'that s fine', 'that s ok',
    'that s okay', 'all good', 'perfect', 'alright', 'all right', 'sounds good', 'understood', 'absolutely',
  ],
  refuse: [
    'no', 'no thanks', 'no thank you', 'nope', 'nah', 'no way', 'i refuse', 'refuse', 'i don t agree', 'i do not agree', 'don t agree', 'do not agree',
    'i disagree', 'disagree', 'i decline', 'decline', 'i don t accept', 'i do not accept', 'don t accept', 'do not accept', 'not ok', 'not okay', 'not fine',
    'not sure', 'can t confirm', 'cannot confirm', 'don t go ahead', 'don t save', 'do not save', 'don t record', 'do not record', 'don t keep', 'do not keep',
  ],
  namePrefixes: ['my name is', 'the name is', 'i m called', 'i am called', 'my name s', 'name is', 'this is', 'it s', 'it is', 'i m', 'i am', 'name'],
  looseNamePrefixes: ['this is', 'it s', 'it is', 'i m', 'i am', 'name'],
  companyPrefixes: [
    'our company is called', 'my company is called', 'the company is called', 'our company is', 'my company is', 'the company is', 'company name is',
    'from the company', 'on behalf of', 'i work at', 'i work for', 'i m with', 'i am with', 'working at', 'working for', 'the company', 'company',
    'representing',
  ],
  companyAfterName: ['from', 'at', 'from the company', 'of the company', 'with the company', 'working at', 'working for'],
  nameThen: ['here', 'speaking'],
  corrections: ['actually', 'in fact', 'rather', 'no', 'sorry', 'oops', 'correction', 'i meant', 'i mean', 'i made a mistake', 'my mistake', 'my bad', 'mistake', 'instead'],
  momentWords: [
    'tomorrow', 'today', 'tonight', 'morning', 'mornings', 'afternoon', 'afternoons', 'evening', 'noon', 'midday', 'lunchtime', 'lunch', 'monday', 'tuesday',
    'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekday', 'weekdays', 'pm', 'hour', 'hours', 'o', 'clock', 'asap',
  ],
  momentLinks: [
    'around', 'about', 'before', 'after', 'between', 'and', 'at', 'from', 'to', 'on', 'in', 'the', 'this', 'next', 'early', 'late', 'end', 'start',
    'beginning', 'of', 'by', 'or', 'until', 'till', 'preferably', 'ideally', 'rather', 'week', 'mid', 'any', 'time',
  ],
  factStops: [
    'and', 'my', 'i', 'me', 'from', 'at', 'for', 'with', 'is', 'am', 'are', 'email', 'e', 'mail', 'phone', 'tel', 'telephone', 'number', 'mobile',
    'reachable', 'on', 'who', 'we', 'you', 'our', 'would', 'like', 'want', 'wish', 'please', 'pls', 'thanks', 'thank', 'can', 'could', 'call', 'contact',
    'tomorrow', 'today', 'not', 'but', 'in', 'to', 'here',
  ],
};
