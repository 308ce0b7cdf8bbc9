import type { EventVariable, MessageLanguage, TemplateKey, TemplateText } from '@studydesk/shared/templates';

const sign = '\n\n{{counselor.name}}';

/**
 * The wording each template has until a Super Admin changes it (their change is a row of message_templates).
 * `{{counselor.name}}` is the counselor's name, or for a student without one the team's (COUNSELING_TEAM): each
 * wording reads right with either, so it stands only where a sentence or a line begins (English capitals), and the
 * text says "we", never "I", except where the counselor's phone number is given (only a counselor has one).
 */
export const DEFAULT_TEMPLATES: Record<TemplateKey, Record<MessageLanguage, TemplateText>> = {
  welcome: {
    en: {
      subject: 'Welcome, {{student.fullName}}',
      body:
        'Dear {{student.fullName}},\n\nWelcome! Your student ID is {{student.studentId}}.\n\n' +
        'Please upload your documents here:\n{{uploadLink}}\n\nIf you have a question, reply to this e-mail' +
        '{{#if counselor.phone}} or call me on {{counselor.phone}}{{/if}}.' +
        sign,
    },
    bn: {
      subject: 'স্বাগতম, {{student.fullName}}',
      body:
        'প্রিয় {{student.fullName}},\n\nস্বাগতম! আপনার স্টুডেন্ট আইডি {{student.studentId}}।\n\n' +
        'অনুগ্রহ করে এই লিংকে আপনার কাগজপত্র আপলোড করুন:\n{{uploadLink}}\n\nকোনো প্রশ্ন থাকলে এই ই-মেইলের উত্তর দিন' +
        '{{#if counselor.phone}} অথবা {{counselor.phone}} নম্বরে আমাকে ফোন করুন{{/if}}।' +
        sign,
    },
  },
  'document-rejected': {
    en: {
      subject: 'Please send your {{document.label}} again',
      body:
        'Dear {{student.fullName}},\n\nWe could not accept your {{document.label}}.\nReason: {{document.reason}}\n\n' +
        'Please upload a new one here:\n{{uploadLink}}' +
        sign,
    },
    bn: {
      subject: 'অনুগ্রহ করে আপনার {{document.label}} আবার পাঠান',
      body:
        'প্রিয় {{student.fullName}},\n\nআমরা আপনার {{document.label}} গ্রহণ করতে পারিনি।\nকারণ: {{document.reason}}\n\n' +
        'অনুগ্রহ করে এখানে নতুনটি আপলোড করুন:\n{{uploadLink}}' +
        sign,
    },
  },
  'missing-documents': {
    en: {
      subject: 'Documents still missing for your application',
      body:
        'Dear {{student.fullName}},\n\nWe are still waiting for these documents:\n{{missingDocuments}}\n\n' +
        'You can upload them here:\n{{uploadLink}}' +
        sign,
    },
    bn: {
      subject: 'আপনার আবেদনের কিছু কাগজপত্র এখনো বাকি',
      body:
        'প্রিয় {{student.fullName}},\n\nআমরা এখনো এই কাগজপত্রগুলোর অপেক্ষায় আছি:\n{{missingDocuments}}\n\n' +
        'এখানে আপলোড করতে পারেন:\n{{uploadLink}}' +
        sign,
    },
  },
  'application-submitted': {
    en: {
      subject: 'Your application to {{application.universityName}} is submitted',
      body:
        'Dear {{student.fullName}},\n\nWe have submitted your application to {{application.universityName}} ' +
        '({{application.country}}). We will tell you as soon as the university answers.' +
        sign,
    },
    bn: {
      subject: '{{application.universityName}}-এ আপনার আবেদন জমা দেওয়া হয়েছে',
      body:
        'প্রিয় {{student.fullName}},\n\nআমরা {{application.universityName}} ({{application.country}})-এ আপনার আবেদন ' +
        'জমা দিয়েছি। বিশ্ববিদ্যালয় উত্তর দিলেই আমরা আপনাকে জানাব।' +
        sign,
    },
  },
  'offer-received': {
    en: {
      subject: 'Good news: an offer from {{application.universityName}}',
      body:
        'Dear {{student.fullName}},\n\nCongratulations! {{application.universityName}} has sent you an offer ' +
        '({{application.status}}). We will contact you about the next steps.' +
        sign,
    },
    bn: {
      subject: 'সুখবর: {{application.universityName}} থেকে অফার এসেছে',
      body:
        'প্রিয় {{student.fullName}},\n\nঅভিনন্দন! {{application.universityName}} আপনাকে একটি অফার পাঠিয়েছে ' +
        '({{application.status}})। পরবর্তী ধাপ নিয়ে আমরা আপনার সাথে যোগাযোগ করব।' +
        sign,
    },
  },
  'visa-outcome': {
    en: {
      subject: 'Your visa outcome for {{application.universityName}}',
      body:
        'Dear {{student.fullName}},\n\nThe visa decision for your study at {{application.universityName}} has ' +
        'arrived: {{visa.outcome}}.\n\nPlease contact us to talk about what comes next.' +
        sign,
    },
    bn: {
      subject: '{{application.universityName}}-এর জন্য আপনার ভিসার ফলাফল',
      body:
        'প্রিয় {{student.fullName}},\n\n{{application.universityName}}-এ পড়াশোনার জন্য আপনার ভিসার সিদ্ধান্ত এসেছে: ' +
        '{{visa.outcome}}।\n\nপরবর্তী করণীয় নিয়ে কথা বলতে অনুগ্রহ করে আমাদের সাথে যোগাযোগ করুন।' +
        sign,
    },
  },
  'free-message': {
    en: { subject: '{{counselor.name}} has a message for you', body: `Dear {{student.fullName}},\n\n${sign}` },
    bn: { subject: '{{counselor.name}}-এর বার্তা', body: `প্রিয় {{student.fullName}},\n\n${sign}` },
  },
};

/** Who signs, and is named, in a message to a student who has no counselor (yet): the office's counselors. */
export const COUNSELING_TEAM: Record<MessageLanguage, string> = { en: 'The counseling team', bn: 'কাউন্সেলিং টিম' };

/** The words of a visa outcome, in the message's language. */
export const VISA_OUTCOME_WORDS: Record<MessageLanguage, Record<'granted' | 'refused', string>> = {
  en: { granted: 'granted', refused: 'refused' },
  bn: { granted: 'মঞ্জুর হয়েছে', refused: 'মঞ্জুর হয়নি' },
};

/** The words of an offer's status, in the message's language (the portal's, for a Bangla message). */
export const OFFER_WORDS: Record<MessageLanguage, Record<'offer received' | 'unconditional offer', string>> = {
  en: { 'offer received': 'offer received', 'unconditional offer': 'unconditional offer' },
  bn: { 'offer received': 'অফার পাওয়া গেছে', 'unconditional offer': 'শর্তহীন অফার' },
};

/**
 * What Super Admin's preview of a template shows where only its event gives the value: an example, as that event
 * gives it. Automatic messages put the visa outcome and an offer's status in the message's words (VISA_OUTCOME_WORDS,
 * OFFER_WORDS); a document's label, a university and its country are as the office stored them, in English. The
 * reason is the reviewer's own words, so it is in the preview's language.
 */
export const EVENT_EXAMPLES: Record<MessageLanguage, Record<EventVariable, string>> = {
  en: {
    'document.label': 'Passport',
    'document.reason': 'The photo page is blurred. Please scan it again in colour.',
    'application.universityName': 'University of Leeds',
    'application.country': 'United Kingdom',
    'application.status': OFFER_WORDS.en['offer received'],
    'visa.outcome': VISA_OUTCOME_WORDS.en.granted,
  },
  bn: {
    'document.label': 'Passport',
    'document.reason': 'ছবির পাতাটি ঝাপসা। অনুগ্রহ করে রঙিন স্ক্যান করে আবার পাঠান।',
    'application.universityName': 'University of Leeds',
    'application.country': 'United Kingdom',
    'application.status': OFFER_WORDS.bn['offer received'],
    'visa.outcome': VISA_OUTCOME_WORDS.bn.granted,
  },
};

/** The reminder's list in a preview for a student with nothing missing (such a student gets no reminder). */
export const MISSING_EXAMPLES = ['Passport', 'IELTS'];
